import { Skeleton } from "@/ui/skeleton";

/** Row-shaped placeholders while the account's collections are searched. */
export function ImportListSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true">
      <span className="sr-only" role="status">
        {label}
      </span>
      <ul className="flex flex-col gap-1" aria-hidden="true">
        {Array.from({ length: 4 }, (_, index) => (
          <li key={index} className="flex gap-3 px-3 py-2.5">
            <Skeleton className="mt-1 size-4 rounded" />
            <div className="flex flex-1 flex-col gap-1.5">
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-3 w-4/5" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
