import type { CollectionFilter } from "@meshlink/domain/constants/profile-filters";
import type { CollectionBrowseCard } from "@meshlink/domain/collections-browse.types";
import { EMPTY_STATES } from "@meshlink/domain/messages/empty-states";
import { ERROR_MESSAGES } from "@meshlink/domain/messages/errors";
import { useProfileCollections } from "@/features/profile/api/profile-queries";
import { CollectionCardGrid, CollectionGridSkeleton } from "@/ui/collection-card";
import { PagedList } from "@/ui/paged-list";

const cardKey = (card: CollectionBrowseCard) => card.id;

/** The Collections tab's list: All, Original (created) or Integrated (collected). */
export function ProfileCollectionsList({ userId, filter }: { userId: string; filter: CollectionFilter }) {
  const list = useProfileCollections(userId, filter);
  return (
    <PagedList
      list={list}
      keyOf={cardKey}
      skeleton={<CollectionGridSkeleton count={4} />}
      empty={EMPTY_STATES.collections}
      failed={ERROR_MESSAGES.collectionsFailed}
    >
      {(cards) => <CollectionCardGrid cards={cards} firstView={4} />}
    </PagedList>
  );
}
