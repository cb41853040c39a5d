import { z } from "zod";
import type { Clock } from "@meshlink/domain/validation/expiration";
import { zListingForm } from "@meshlink/domain/validation/listing-form";

// The "List asset" modal: the domain listing form without the file fields (the asset's files were
// uploaded when it was minted, and POST /api/listings takes none) plus the supply to list.
export const zListAssetForm = (clock?: Clock) =>
  zListingForm("create", clock)
    .omit({ archive: true, previewModel: true })
    .extend({
      supply: z.coerce
        .number({ error: "Supply must be a number" })
        .int()
        .min(1, { error: "Supply must be at least 1" }),
    });

export type ListAssetInput = z.input<ReturnType<typeof zListAssetForm>>;
export type ListAssetValues = z.output<ReturnType<typeof zListAssetForm>>;

// The "Edit listing" modal: the same fields without the supply, which editListings cannot change.
export const zEditListingForm = (clock?: Clock) =>
  zListingForm("edit", clock).omit({ archive: true, previewModel: true });

export type EditListingInput = z.input<ReturnType<typeof zEditListingForm>>;
export type EditListingValues = z.output<ReturnType<typeof zEditListingForm>>;
