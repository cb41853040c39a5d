import { z } from "zod";
import { VALIDATION_MESSAGES } from "../messages/validation.ts";
import { zAssetFiles, type ListingFormMode } from "./asset-files.ts";
import { isDateInPast, resolveExpiration, zExpirationInput, type Clock } from "./expiration.ts";
import { ZListingEngines } from "./game-engine.ts";
import { percentToStored, ZRoyaltyPercent, ZStoredRoyalty } from "./royalty.ts";
import { ZTechnicalDescription } from "./technical-description.ts";

const systemClock: Clock = () => new Date();

// Spec sections 2/5: the "List asset" and "Edit listing" modals. Royalty is typed as a percent;
// files are required only when listing for the first time.
export const zListingForm = (mode: ListingFormMode, clock: Clock = systemClock) =>
  z.object({
    engines: ZListingEngines,
    royalty: ZRoyaltyPercent,
    expiration: zExpirationInput(clock),
    technicalDescription: ZTechnicalDescription,
    ...zAssetFiles(mode).shape,
  });
export type ListingForm = z.output<ReturnType<typeof zListingForm>>;

// What the web sends and the server checks after the files are uploaded: the royalty stored times
// 100 and the expiration resolved to a date (null = no expiry). The server re-checks the date
// against its own clock, since the form's "now" was the browser's.
export const zListingDetails = (clock: Clock = systemClock) =>
  z.object({
    price: ZStoredRoyalty,
    expiration: z.coerce
      .date()
      .refine((date) => !isDateInPast(date, clock()), { error: VALIDATION_MESSAGES.dateInPast })
      .nullable(),
    engines: ZListingEngines,
    technicalDescription: ZTechnicalDescription,
  });
export type ListingDetails = z.output<ReturnType<typeof zListingDetails>>;

export const toListingDetails = (form: ListingForm, now: Date): ListingDetails => ({
  price: percentToStored(form.royalty),
  expiration: resolveExpiration(form.expiration, now),
  engines: form.engines,
  technicalDescription: form.technicalDescription,
});
