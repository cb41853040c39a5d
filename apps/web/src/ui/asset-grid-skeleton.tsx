import { Skeleton } from "@/ui/skeleton";

/** Card-shaped placeholders laid out like AssetCardGrid (same container-query columns). */
export function AssetGridSkeleton({ count }: { count: number }) {
  return (
    <div className="@container" aria-busy="true">
      <span className="sr-only" role="status">
        Loading assets
      </span>
      <ul
        className="grid grid-cols-2 gap-3 @xl:grid-cols-3 @3xl:grid-cols-4 @5xl:grid-cols-5"
        aria-hidden="true"
      >
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="overflow-hidden rounded-2xl border border-line bg-surface-raised">
            <Skeleton className="aspect-square w-full rounded-none" />
            <div className="flex flex-col gap-2 p-3">
              <Skeleton className="h-3 w-1/2" />
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="mt-1 h-10 w-full" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
