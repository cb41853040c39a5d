import { usePriceHistory, type ActivityToken } from "@/features/assets/api/activity-queries";
import { PriceHistoryChart } from "@/features/assets/components/price-history-chart";
import { Skeleton } from "@/ui/skeleton";

const NO_PRICE_HISTORY = "No price changes yet.";

/** The Price History panel's body: fetched when the panel is first opened. */
export function PriceHistory({ token }: { token: ActivityToken }) {
  const query = usePriceHistory(token);
  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading price history">
        <Skeleton className="h-32 max-w-xl" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className="text-fg-muted">
        {query.error.message}
      </p>
    );
  }
  if (query.data.data.length === 0) return <p className="text-fg-muted">{NO_PRICE_HISTORY}</p>;
  return <PriceHistoryChart points={query.data.data} />;
}
