import { z } from "zod";

// An Everscale account address in raw form: workchain, colon, the 256-bit account id in hex
// (docs/decisions/022-everscale.md). Wallets live in the base workchain 0, so only "0:" is a wallet
// here; the masterchain (-1) holds system contracts. Lowercase for the same reason as ZAddress:
// owners are compared by plain string equality. The user-friendly base64 form is not accepted; EVER
// Wallet hands out the raw form.
export const EVERSCALE_ADDRESS_PATTERN = /^0:[0-9a-fA-F]{64}$/;

export const ZEverscaleAddress = z
  .string()
  .trim()
  .regex(EVERSCALE_ADDRESS_PATTERN, {
    error: "Expected an Everscale address: 0: followed by 64 hexadecimal digits",
  })
  .toLowerCase();
