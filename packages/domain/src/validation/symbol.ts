import { z } from "zod";
import { requiredMessage, VALIDATION_MESSAGES } from "../messages/validation.ts";

// Spec section 5: a collection symbol holds only letters, digits, underscore and hyphen. ASCII
// only, because the symbol ends up in the token contract where other tools display it.
const SYMBOL_PATTERN = /^[A-Za-z0-9_-]+$/;

export const isValidSymbol = (symbol: string): boolean => SYMBOL_PATTERN.test(symbol);

export const ZSymbol = z
  .string({ error: requiredMessage("Symbol") })
  .min(1, { error: requiredMessage("Symbol") })
  .regex(SYMBOL_PATTERN, { error: VALIDATION_MESSAGES.incorrectValue });
