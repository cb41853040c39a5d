import { EMPTY_STATES } from "@meshlink/domain/messages/empty-states";
import type { Deal } from "@meshlink/domain/users-api.types";
import { useProfileDeals } from "@/features/profile/api/profile-queries";
import { DealRow } from "@/features/profile/components/deal-row";
import { PagedList } from "@/ui/paged-list";
import { Skeleton } from "@/ui/skeleton";

const dealKey = (deal: Deal) => deal._id;

/** The Deals tab: executed integrations on both sides, newest first. */
export function ProfileDealsList({ userId }: { userId: string }) {
  const list = useProfileDeals(userId);
  return (
    <PagedList
      list={list}
      keyOf={dealKey}
      skeleton={
        <div aria-busy="true" className="grid gap-3">
          <span className="sr-only" role="status">
            Loading deals
          </span>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="h-24 w-full rounded-2xl" />
          ))}
        </div>
      }
      empty={EMPTY_STATES.items}
      failed="Getting deals failed"
    >
      {(deals) => (
        <ul className="grid gap-3">
          {deals.map((deal) => (
            <li key={deal._id}>
              <DealRow deal={deal} />
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}
