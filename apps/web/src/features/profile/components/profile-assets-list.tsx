import { PAGE_SIZES } from "@meshlink/domain/constants/page-sizes";
import type { ProfileFilter } from "@meshlink/domain/constants/profile-filters";
import type { AssetCard } from "@meshlink/domain/entities/asset-card";
import { ERROR_MESSAGES } from "@meshlink/domain/messages/errors";
import { useProfileAssets } from "@/features/profile/api/profile-queries";
import { AssetCardGrid } from "@/ui/asset-card";
import { AssetGridSkeleton } from "@/ui/asset-grid-skeleton";
import { PagedList } from "@/ui/paged-list";

const cardKey = (card: AssetCard) => card._id;

/** The user's assets under one profile filter, page after page. */
export function ProfileAssetsList({
  userId,
  filter,
  empty,
}: {
  userId: string;
  filter: ProfileFilter;
  empty: string;
}) {
  const list = useProfileAssets(userId, filter);
  return (
    <PagedList
      list={list}
      keyOf={cardKey}
      skeleton={<AssetGridSkeleton count={8} />}
      empty={empty}
      failed={ERROR_MESSAGES.nftsFailed}
    >
      {(cards) => <AssetCardGrid cards={cards} firstView={PAGE_SIZES.small} />}
    </PagedList>
  );
}
