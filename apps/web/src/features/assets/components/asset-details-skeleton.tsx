import { PAGE_TEXTS } from "@meshlink/domain/messages/page-texts";
import { Skeleton } from "@/ui/skeleton";

/** The page's shape while the asset loads, so nothing jumps when it arrives. */
export function AssetDetailsSkeleton() {
  return (
    <div className="grid gap-8 lg:grid-cols-2" aria-busy="true">
      <span className="sr-only" role="status">
        {PAGE_TEXTS.loading}
      </span>
      <Skeleton className="aspect-square w-full" />
      <div className="grid content-start gap-4">
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-10 w-3/4" />
        <Skeleton className="h-4 w-40" />
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} className="h-24 w-full" />
        ))}
      </div>
    </div>
  );
}
