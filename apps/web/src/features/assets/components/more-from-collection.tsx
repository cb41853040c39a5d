import { EMPTY_STATES } from "@meshlink/domain/messages/empty-states";
import { useState } from "react";
import { useMoreFromCollection } from "@/features/assets/api/asset-queries";
import { AssetCardGrid } from "@/ui/asset-card";
import { Skeleton } from "@/ui/skeleton";
import { SliderPagination } from "@/ui/slider-pagination";

/** Spec section 2 "More from collection": the collection's other assets, 10 per page. */
export function MoreFromCollection({ assetId }: { assetId: string }) {
  const [page, setPage] = useState(1);
  const query = useMoreFromCollection(assetId, page);
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
      <SliderPagination page={page} totalPages={query.data.totalPages} onPageChange={setPage} />
    </>
  );
}
