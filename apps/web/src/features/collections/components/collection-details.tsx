import { EMPTY_STATES } from "@meshlink/domain/messages/empty-states";
import { PAGE_TEXTS } from "@meshlink/domain/messages/page-texts";
import { useEffect } from "react";
import { useCollectionDetails } from "@/features/collections/api/collection-queries";
import { CollectionHeader } from "@/features/collections/components/collection-header";
import { usePageTitle } from "@/lib/page-title";
import { useCursorPages } from "@/lib/use-cursor-pages";
import { AssetCardGrid } from "@/ui/asset-card";
import { Button } from "@/ui/button";
import { EmptyState } from "@/ui/empty-state";
import { notify } from "@/ui/notify";
import { Skeleton } from "@/ui/skeleton";
import { SliderPagination } from "@/ui/slider-pagination";

/** /collection/{name}/{userId}: the collection's header and its assets grid. */
export function CollectionDetails({ name, userId }: { name: string; userId: string }) {
  const pages = useCursorPages();
  const query = useCollectionDetails(name, userId, pages.cursor);
  usePageTitle(query.data?.name);
  const errorMessage = query.error?.message;
  useEffect(() => {
    if (errorMessage) notify.error(errorMessage);
  }, [errorMessage]);

  if (query.isPending) {
    return (
      <div aria-busy="true" className="grid gap-4">
        <span className="sr-only" role="status">
          {PAGE_TEXTS.loading}
        </span>
        <Skeleton className="aspect-[7/1] min-h-28 w-full" />
        <Skeleton className="h-10 w-1/2" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert">
        <EmptyState
          title={query.error.message}
          action={<Button onClick={() => void query.refetch()}>Try again</Button>}
        />
      </div>
    );
  }
  const collection = query.data;
  return (
    <div className="grid gap-10">
      <CollectionHeader collection={collection} />
      <section aria-labelledby="collection-assets-title">
        <h2 id="collection-assets-title" className="mb-4 text-xl font-semibold">
          Assets
        </h2>
        {collection.assets.data.length > 0 ? (
          <>
            <AssetCardGrid cards={collection.assets.data} />
            <SliderPagination
              {...pages.pagination({
                data: query.data && { nextCursor: query.data.assets.nextCursor },
                isPlaceholderData: query.isPlaceholderData,
              })}
            />
          </>
        ) : (
          <EmptyState title={EMPTY_STATES.assets} />
        )}
      </section>
    </div>
  );
}
