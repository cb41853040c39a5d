import { PAGE_SIZES } from "@meshlink/domain/constants/page-sizes";
import { useAssetRow } from "@/features/home/api/asset-row-queries";
import { AssetRow } from "@/features/home/components/asset-row";
import { HomeSection } from "@/features/home/components/home-section";

const COUNT = PAGE_SIZES.small;

/** The assets whose live listing is newest (spec section 2 sort "Recently Listed"). */
export function RecentlyListedSection() {
  // The period only weighs Trending; the browse page's default is sent so both ask the same.
  const list = useAssetRow({ sort: "recently-listed", period: "7D", perPage: COUNT });
  return (
    <HomeSection
      id="recently-listed"
      title="Recently listed"
      viewAll={{ to: "/browse/assets?sort=recently-listed", label: "recently listed assets" }}
    >
      <AssetRow list={list} count={COUNT} label="recently listed assets" />
    </HomeSection>
  );
}
