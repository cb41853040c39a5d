import { z } from "zod";
import { VALIDATION_MESSAGES } from "../messages/validation.ts";

// Spec section 5: every asset call needs the contract address and token id; the message names both
// whichever is missing. Addresses are not checked for EVM shape because Everscale uses "0:…".
const presentText = z
  .union([z.string(), z.number().int().nonnegative(), z.bigint().nonnegative()], {
    error: VALIDATION_MESSAGES.missingAddressOrTokenId,
  })
  .transform((value) => String(value).trim())
  .refine((value) => value !== "", { error: VALIDATION_MESSAGES.missingAddressOrTokenId });

export const ZAssetReference = z.object({ address: presentText, tokenId: presentText });

export const ZERO_ADDRESS = "0x0000000000000000000000000000000000000000";

// Both a missing value and the zero address mean the contract reported no royalty recipient.
export const isZeroAddress = (address: string | null | undefined): boolean =>
  !address || /^0x0{40}$/i.test(address.trim());

// Returns the spec message when no payable recipient was found, otherwise null.
export const royaltyRecipientProblem = (address: string | null | undefined): string | null =>
  isZeroAddress(address) ? VALIDATION_MESSAGES.noFeeRecipient : null;

export const ZRoyaltyRecipient = z
  .string({ error: VALIDATION_MESSAGES.noFeeRecipient })
  .refine((address) => !isZeroAddress(address), { error: VALIDATION_MESSAGES.noFeeRecipient });
