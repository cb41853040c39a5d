import { Skeleton } from "@/ui/skeleton";

/** The profile header's shape while the user loads. */
export function ProfileHeaderSkeleton() {
  return (
    <div aria-busy="true">
      <span className="sr-only" role="status">
        Loading profile
      </span>
      <Skeleton className="aspect-[7/1] min-h-24 w-full rounded-3xl" />
      <div className="-mt-12 flex flex-col gap-4 px-2 sm:-mt-16 sm:px-6">
        <Skeleton className="size-24 rounded-full border-4 border-surface sm:size-32" />
        <Skeleton className="h-9 w-64" />
        <Skeleton className="h-5 w-full max-w-xl" />
        <Skeleton className="h-8 w-80" />
      </div>
    </div>
  );
}
