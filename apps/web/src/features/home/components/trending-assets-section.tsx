import type { Period } from "@meshlink/domain/constants/browse-options";
import { PAGE_SIZES } from "@meshlink/domain/constants/page-sizes";
import { useState } from "react";
import { useAssetRow } from "@/features/home/api/asset-row-queries";
import { AssetRow } from "@/features/home/components/asset-row";
import { HomeSection } from "@/features/home/components/home-section";
import { PeriodSelector } from "@/features/home/components/period-selector";

const COUNT = PAGE_SIZES.small;

/** Assets with the most proposals and integrations in the chosen period (spec section 2 Trending). */
export function TrendingAssetsSection() {
  const [period, setPeriod] = useState<Period>("7D");
  const list = useAssetRow({ sort: "trending", period, perPage: COUNT });
  return (
    <HomeSection
      id="trending"
      title="Trending assets"
      viewAll={{
        to: `/browse/assets?${new URLSearchParams({ sort: "trending", period })}`,
        label: "trending assets",
      }}
      actions={<PeriodSelector value={period} onChange={setPeriod} label="Trending period" />}
    >
      <AssetRow list={list} count={COUNT} label="trending assets" />
    </HomeSection>
  );
}
