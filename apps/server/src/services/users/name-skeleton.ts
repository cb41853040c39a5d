import unhomoglyph from "unhomoglyph";

// Two names clash when they read the same (docs/decisions/010-stored-text.md): the same after NFKC,
// without case, and after Unicode's confusable mapping (UTS #39 skeletons, confusables.txt, through
// unhomoglyph), so "Ada", "ADA", "Аdа" (Cyrillic а) and "Ａｄａ" are one name. The mapping is
// case-sensitive ("I" reads as "l", "i" does not), so a name has two keys: its skeleton taken before
// and after lowercasing; two names clash when any key of one is a key of the other.

const key = (text: string) => text.replace(/[\s\p{Cf}]+/gu, " ").trim();

function nameKeys(name: string): string[] {
  const normalized = name.normalize("NFKC");
  const lowerFirst = unhomoglyph(normalized.toLowerCase()).toLowerCase();
  const mapFirst = unhomoglyph(normalized).toLowerCase();
  return [...new Set([key(lowerFirst), key(mapFirst)])];
}

/** Whether `name` reads the same as any of `existing`. */
export function clashingName(name: string, existing: readonly string[]): string | null {
  const keys = new Set(nameKeys(name));
  return existing.find((other) => nameKeys(other).some((k) => keys.has(k))) ?? null;
}
