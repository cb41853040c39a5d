import type { CollectionsQuery } from "@meshlink/domain/collections-browse.types";
import { ERROR_MESSAGES } from "@meshlink/domain/messages/errors";
import { useCollectionsPage } from "@/features/collections/api/collections-browse-queries";
import { TopCollections } from "@/features/collections/components/top-collections";
import { HomeSection, SectionError } from "@/features/home/components/home-section";

const PERIOD = "7D";
const COUNT = 8;
// The very query TopCollections sends (one request, one cache entry), read here for its failure.
const TOP_QUERY = { sort: "volume", period: PERIOD, perPage: COUNT } satisfies CollectionsQuery;

/** The collections with the most integrations in the last 7 days, ranked, under the hero. */
export function TopCollectionsSection() {
  const top = useCollectionsPage(TOP_QUERY);
  return (
    <HomeSection
      id="top-collections"
      title="Top collections"
      viewAll={{ to: `/browse/collections?sort=volume&period=${PERIOD}`, label: "top collections" }}
    >
      {top.isError ? (
        <SectionError title={ERROR_MESSAGES.collectionsFailed} onRetry={() => void top.refetch()} />
      ) : (
        <TopCollections period={PERIOD} count={COUNT} />
      )}
    </HomeSection>
  );
}
