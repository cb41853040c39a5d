import { formatCount } from "@meshlink/domain/format/format-count";
import { BROWSE_COUNT_CAP, type CappedCount } from "@meshlink/domain/browse-api.types";

/** "1,204", or "10,000+" once the server stopped counting at its cap. */
export const formatCappedCount = ({ count, capped }: CappedCount): string =>
  capped ? `${formatCount(count)}+` : formatCount(count);

export type Facet<T> = readonly { value: T; count: number; capped: boolean }[];

/** The count of one option; an option the server did not list leaves no asset. */
export const facetCount = <T>(facet: Facet<T> | undefined, value: T): CappedCount | undefined => {
  if (!facet) return undefined;
  const entry = facet.find((item) => item.value === value);
  return entry ? { count: entry.count, capped: entry.capped } : { count: 0, capped: false };
};

/** Options that split the assets between them (chains) add up to their "All". */
export const facetSum = <T>(facet: Facet<T> | undefined): CappedCount | undefined => {
  if (!facet) return undefined;
  const count = facet.reduce((sum, item) => sum + item.count, 0);
  const capped = facet.some((item) => item.capped) || count > BROWSE_COUNT_CAP;
  return { count: Math.min(count, BROWSE_COUNT_CAP), capped };
};
