import { EMPTY_STATES } from "@meshlink/domain/messages/empty-states";
import { useMoreFromCollection } from "@/features/assets/api/asset-queries";
import { useCursorPages } from "@/lib/use-cursor-pages";
import { AssetCardGrid } from "@/ui/asset-card";
import { Skeleton } from "@/ui/skeleton";
import { SliderPagination } from "@/ui/slider-pagination";

/** Spec section 2 "More from collection": the collection's other assets, 10 per keyset page. */
export function MoreFromCollection({ assetId }: { assetId: string }) {
  const pages = useCursorPages();
  const query = useMoreFromCollection(assetId, pages.cursor);
  if (query.isPending) {
    return (
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4" aria-busy="true">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} className="aspect-[3/4]" />
        ))}
      </div>
    );
  }
  if (query.isError) return <p role="alert">{query.error.message}</p>;
  if (query.data.data.length === 0)
    return <p className="text-fg-muted">{EMPTY_STATES.otherCollectionAssets}</p>;
  return (
    <>
      <AssetCardGrid cards={query.data.data} />
      <SliderPagination {...pages.pagination(query)} />
    </>
  );
}
