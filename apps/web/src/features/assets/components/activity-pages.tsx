import { useState } from "react";
import {
  useAssetActivity,
  useConnectedActivity,
  type ActivityToken,
} from "@/features/assets/api/activity-queries";
import { ActivityList, type ActivityListRow } from "@/features/assets/components/activity-list";
import { Skeleton } from "@/ui/skeleton";
import { SliderPagination } from "@/ui/slider-pagination";

type PagedRows = {
  data?: { data: readonly ActivityListRow[]; totalPages: number };
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  isPlaceholderData: boolean;
};

type ActivityPageProps = {
  query: PagedRows;
  page: number;
  onPageChange: (page: number) => void;
  caption: string;
};

function ActivityPage({ query, page, onPageChange, caption }: ActivityPageProps) {
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
      <SliderPagination page={page} totalPages={query.data.totalPages} onPageChange={onPageChange} />
    </div>
  );
}

/** The Asset Activity panel's body: this token's events, 50 per page. */
export function AssetActivity({ token }: { token: ActivityToken }) {
  const [page, setPage] = useState(1);
  const query = useAssetActivity(token, page);
  return <ActivityPage query={query} page={page} onPageChange={setPage} caption="Asset Activity" />;
}

/** Connected Asset Activity: the linked tokens' events, each row naming its token. */
export function ConnectedAssetActivity({ token }: { token: ActivityToken }) {
  const [page, setPage] = useState(1);
  const query = useConnectedActivity(token, page);
  const data = query.data && {
    totalPages: query.data.totalPages,
    data: query.data.data.map((row) => ({ ...row, asset: { address: row.address, tokenId: row.tokenId } })),
  };
  return (
    <ActivityPage
      query={{ ...query, data }}
      page={page}
      onPageChange={setPage}
      caption="Connected Asset Activity"
    />
  );
}
