import { formatCount } from "@meshlink/domain/format/format-count";
import { z } from "zod";
import { zListingForm } from "@meshlink/domain/validation/listing-form";
import type { Clock } from "@meshlink/domain/rules/expiration";

// The "List asset" modal: the domain listing form without the file fields (the asset's files were
// uploaded when it was minted, and POST /api/listings takes none) plus the supply to list. A holder
// lists at most what they hold (`holding`, docs/decisions/008, "Several holders of one token"); the
// Store takes any supply from a holder, so this bound is the product's, checked here.
export const zListAssetForm = (clock?: Clock, holding?: bigint) => {
  const supply = z.coerce
    .number({ error: "Supply must be a number" })
    .int()
    .min(1, { error: "Supply must be at least 1" });
  const most = holding === undefined ? undefined : Number(bigMin(holding, BigInt(Number.MAX_SAFE_INTEGER)));
  return zListingForm("create", clock)
    .omit({ archive: true, previewModel: true })
    .extend({
      supply:
        most === undefined
          ? supply
          : supply.max(most, { error: `You hold ${formatCount(most)}: list at most that many` }),
    });
};

const bigMin = (a: bigint, b: bigint) => (a < b ? a : b);

export type ListAssetInput = z.input<ReturnType<typeof zListAssetForm>>;
export type ListAssetValues = z.output<ReturnType<typeof zListAssetForm>>;

// The "Edit listing" modal: the same fields without the supply, which editListings cannot change.
export const zEditListingForm = (clock?: Clock) =>
  zListingForm("edit", clock).omit({ archive: true, previewModel: true });

export type EditListingInput = z.input<ReturnType<typeof zEditListingForm>>;
export type EditListingValues = z.output<ReturnType<typeof zEditListingForm>>;
