import { PROFILE_FILTERS } from "@meshlink/domain/constants/profile-filters";
import { EMPTY_STATES } from "@meshlink/domain/messages/empty-states";
import { useOutletContext } from "react-router";
import type { ProfileOutletContext } from "@/app/routes/profile-layout";
import { ProfileImportCard } from "@/app/routes/profile-import-card";
import { useProfileRoute } from "@/app/routes/profile-route";
import { ProfileAssetsList } from "@/features/profile/components/profile-assets-list";
import { ProfileCollectionsList } from "@/features/profile/components/profile-collections-list";
import { ProfileDealsList } from "@/features/profile/components/profile-deals-list";
import {
  collectionFilterOptions,
  profileFilterOptions,
  useFilterParam,
} from "@/features/profile/profile-filters";
import { FilterChips } from "@/ui/filter-chips";

const COLLECTION_FILTERS = collectionFilterOptions.map((option) => option.value);

/** The chosen profile tab (spec section 2 "Profile"), its filter in the URL. */
export function ProfileTabPage() {
  const { tab } = useProfileRoute();
  const { userId, own } = useOutletContext<ProfileOutletContext>();
  return (
    <section aria-label={tab.label}>
      {tab.tab === "assets" ? (
        <AssetsTab userId={userId} />
      ) : tab.tab === "collections" ? (
        <CollectionsTab userId={userId} own={own} />
      ) : tab.tab === "listed" ? (
        <ProfileAssetsList userId={userId} filter="onSale" empty={EMPTY_STATES.items} />
      ) : tab.tab === "deals" ? (
        <ProfileDealsList userId={userId} />
      ) : (
        <ProfileAssetsList userId={userId} filter="offersReceived" empty={EMPTY_STATES.items} />
      )}
    </section>
  );
}

function AssetsTab({ userId }: { userId: string }) {
  const [filter, setFilter] = useFilterParam(PROFILE_FILTERS, "created");
  return (
    <div className="grid gap-5">
      <FilterChips label="Show assets" options={profileFilterOptions} value={filter} onChange={setFilter} />
      <ProfileAssetsList userId={userId} filter={filter} empty={EMPTY_STATES.assets} />
    </div>
  );
}

function CollectionsTab({ userId, own }: { userId: string; own: boolean }) {
  const [filter, setFilter] = useFilterParam(COLLECTION_FILTERS, "all");
  return (
    <div className="grid gap-5">
      <FilterChips
        label="Show collections"
        options={collectionFilterOptions}
        value={filter}
        onChange={setFilter}
      />
      {own ? <ProfileImportCard userId={userId} /> : null}
      <ProfileCollectionsList userId={userId} filter={filter} />
    </div>
  );
}
