import {
  useAssetActivity,
  useConnectedActivity,
  type ActivityToken,
} from "@/features/assets/api/activity-queries";
import { ActivityList, type ActivityListRow } from "@/features/assets/components/activity-list";
import { useCursorPages } from "@/lib/use-cursor-pages";
import { Skeleton } from "@/ui/skeleton";
import { SliderPagination } from "@/ui/slider-pagination";

type PagedRows = {
  data?: { data: readonly ActivityListRow[]; nextCursor: string | null };
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  isPlaceholderData: boolean;
};

type ActivityPageProps = {
  query: PagedRows;
  pages: ReturnType<typeof useCursorPages>;
  caption: string;
};

function ActivityPage({ query, pages, caption }: ActivityPageProps) {
  if (query.isPending) {
    return (
      <div role="status" aria-label={`Loading ${caption.toLowerCase()}`} className="flex flex-col gap-2">
        <Skeleton className="h-6" />
        <Skeleton className="h-6" />
        <Skeleton className="h-6" />
      </div>
    );
  }
  if (query.isError || !query.data) {
    return (
      <p role="alert" className="text-fg-muted">
        {query.error?.message ?? "The activity could not be loaded."}
      </p>
    );
  }
  return (
    <div aria-busy={query.isPlaceholderData}>
      <ActivityList rows={query.data.data} caption={caption} />
      <SliderPagination {...pages.pagination(query)} />
    </div>
  );
}

/** The Asset Activity panel's body: this token's events, 50 per keyset page. */
export function AssetActivity({ token }: { token: ActivityToken }) {
  const pages = useCursorPages();
  const query = useAssetActivity(token, pages.cursor);
  return <ActivityPage query={query} pages={pages} caption="Asset Activity" />;
}

/** Connected Asset Activity: the linked tokens' events, each row naming its token. */
export function ConnectedAssetActivity({ token }: { token: ActivityToken }) {
  const pages = useCursorPages();
  const query = useConnectedActivity(token, pages.cursor);
  const data = query.data && {
    nextCursor: query.data.nextCursor,
    data: query.data.data.map((row) => ({ ...row, asset: { address: row.address, tokenId: row.tokenId } })),
  };
  return <ActivityPage query={{ ...query, data }} pages={pages} caption="Connected Asset Activity" />;
}
