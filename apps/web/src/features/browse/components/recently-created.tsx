import { PAGE_SIZES } from "@meshlink/domain/constants/page-sizes";
import { Link } from "react-router";
import { useAssetList } from "@/features/browse/api/asset-list-queries";
import { AssetCard } from "@/ui/asset-card";
import { ArrowRightIcon } from "@/ui/icons";
import { Skeleton } from "@/ui/skeleton";

const RECENT_COUNT = PAGE_SIZES.small;
const itemClasses = "w-40 shrink-0 snap-start sm:w-48 md:w-auto";

/** Home page row of the newest assets (up to 8); hidden when there are none or they fail to load. */
export function RecentlyCreated() {
  const list = useAssetList({ search: "", page: 1, perPage: RECENT_COUNT });
  if (list.isError || (list.data && list.data.data.length === 0)) return null;
  return (
    <section aria-labelledby="recent-title" className="mb-20">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="recent-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Recently created
        </h2>
        <Link
          to="/browse/assets"
          className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-indigo-600 hover:underline dark:text-indigo-300"
        >
          View all <span className="sr-only">assets</span>
          <ArrowRightIcon width={16} height={16} />
        </Link>
      </div>
      <ul
        className="-mx-4 mt-6 flex snap-x gap-3 overflow-x-auto px-4 pb-3 sm:-mx-6 sm:px-6 md:mx-0 md:grid md:grid-cols-4 md:overflow-visible md:px-0 md:pb-0 xl:grid-cols-8"
        aria-busy={list.isPending}
      >
        {list.isPending
          ? Array.from({ length: RECENT_COUNT }, (_, index) => (
              <li key={index} className={itemClasses} aria-hidden="true">
                <Skeleton className="aspect-[3/4] w-full" />
              </li>
            ))
          : list.data.data.slice(0, RECENT_COUNT).map((card) => (
              <li key={card._id} className={itemClasses}>
                <AssetCard card={card} />
              </li>
            ))}
      </ul>
    </section>
  );
}
