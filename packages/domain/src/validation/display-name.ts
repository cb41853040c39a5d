import { z } from "zod";
import { requiredMessage } from "../messages/validation.ts";

// A name others read beside an asset, a proposal or a notification must look like what it is.
// NFKC folds compatibility forms (full-width letters, ligatures) into one spelling; runs of spaces
// become one. Control characters, line breaks and format characters (zero-width ones, bidi
// overrides and isolates, soft hyphens) can hide a name or reverse the text after it, so they are
// refused rather than silently dropped. The one exception is a zero-width joiner or non-joiner
// between two visible characters, which emoji sequences and some scripts need
// (https://www.unicode.org/reports/tr31/#Layout_and_Format_Control_Characters).

// Not in the spec, which names no rule for names beyond "Name is required".
export const NAME_MESSAGES = {
  hiddenCharacters: "Name cannot contain invisible, control or text-direction characters.",
  // Compared without case, compatibility forms or look-alike letters (docs/decisions/010-stored-text.md).
  taken: "Name is already taken by another account",
} as const;

const JOINERS = /[\u200C\u200D]/u;
const HIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cn}\p{Cs}]/u;
// Letters that draw nothing (Hangul fillers, the braille blank, the Mongolian vowel separator).
const BLANK_LETTERS = /[\u115F\u1160\u3164\uFFA0\u2800\u180E]/u;
const VISIBLE = /[\p{L}\p{N}\p{S}\p{P}\p{M}]/u;

// Spaces and line breaks become one space; a byte order mark is a format character, not a space.
export const normalizeName = (raw: string): string =>
  raw
    .normalize("NFKC")
    .replace(/[\p{Zs}\t\n\v\f\r\u2028\u2029]+/gu, " ")
    .trim();

/** The first character that may not stand in a name, or null. */
export function hiddenCharacterIn(name: string): string | null {
  const characters = [...name];
  for (const [index, character] of characters.entries()) {
    if (BLANK_LETTERS.test(character)) return character;
    if (!HIDDEN.test(character)) continue;
    const joined =
      JOINERS.test(character) &&
      VISIBLE.test(characters[index - 1] ?? "") &&
      VISIBLE.test(characters[index + 1] ?? "");
    if (!joined) return character;
  }
  return null;
}

/** A person's or studio's display name: normalised, visible, 1–100 characters. */
export const ZDisplayName = z
  .string({ error: requiredMessage("Name") })
  .transform(normalizeName)
  .pipe(
    z
      .string()
      .min(1, { error: requiredMessage("Name") })
      .max(100, { error: "Name can be at most 100 characters" })
      .refine((name) => hiddenCharacterIn(name) === null, {
        error: NAME_MESSAGES.hiddenCharacters,
      })
      .refine((name) => VISIBLE.test(name), { error: requiredMessage("Name") }),
  );
