import { z } from "zod";
import { VALIDATION_MESSAGES } from "../messages/validation.ts";
import { zAssetFiles, type ListingFormMode } from "./asset-files.ts";
import { zExpirationInput } from "./expiration.ts";
import { ZListingEngines, type ListingEngine } from "./game-engine.ts";
import { ZRoyaltyPercent, ZStoredRoyalty } from "./royalty.ts";
import { ZTechnicalDescription, type TechnicalDescription } from "./technical-description.ts";
import {
  type Clock,
  type ExpirationInput,
  expirationInputFromStored,
  isDateInPast,
  resolveExpiration,
} from "../rules/expiration.ts";
import { percentToStored, storedToPercent } from "../constants/royalty.ts";

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
type ListingForm = z.output<ReturnType<typeof zListingForm>>;

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
type ListingDetails = z.output<ReturnType<typeof zListingDetails>>;

export const toListingDetails = (form: ListingForm, now: Date): ListingDetails => ({
  price: percentToStored(form.royalty),
  expiration: resolveExpiration(form.expiration, now),
  engines: form.engines,
  technicalDescription: form.technicalDescription,
});

// The fields both modals share, as the form holds them before validation: the royalty is the text
// typed (a percent) and the polygon count may still be empty.
export type ListingFieldsInput = {
  engines: ListingEngine[];
  royalty: string;
  expiration: ExpirationInput;
  technicalDescription: {
    short: { rigged: boolean; animations: boolean; textures: boolean; polyCount: string };
    extended: string;
    about: string;
  };
};

const technicalInput = (
  stored: TechnicalDescription | null | undefined,
): ListingFieldsInput["technicalDescription"] => ({
  short: {
    rigged: stored?.short.rigged ?? false,
    animations: stored?.short.animations ?? false,
    textures: stored?.short.textures ?? false,
    polyCount: stored?.short.polyCount ?? "",
  },
  extended: stored?.extended ?? "",
  about: stored?.about ?? "",
});

// "Edit listing" opens on what the live listing holds: its engines, its royalty as a percent, its
// expiration (a date as a custom value, none as the no-expiry choice) and the asset's technical
// description, which each listing or edit updates.
export const editListingDefaults = (
  listing: { engines: readonly ListingEngine[]; price: number; expiration: string | Date | null },
  technicalDescription: TechnicalDescription | null | undefined,
): ListingFieldsInput => ({
  engines: listing.engines.map((engine) => ({ ...engine })),
  royalty: String(storedToPercent(listing.price)),
  expiration: expirationInputFromStored(listing.expiration),
  technicalDescription: technicalInput(technicalDescription),
});
