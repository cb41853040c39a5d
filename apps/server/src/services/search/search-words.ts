import { SEARCH_MAX_WORDS, SEARCH_MAX_WORD_LENGTH } from "@meshlink/domain/search-api.types";

/**
 * The words of a search text as the 'simple' text search configuration splits and folds a name:
 * runs of letters and digits, lowercase. At most SEARCH_MAX_WORDS distinct words of at most
 * SEARCH_MAX_WORD_LENGTH characters each (a longer one is searched as the prefix it begins with), so
 * that one request costs a bounded number of index lookups whatever it sends.
 */
export function searchWordsOf(text: string): string[] {
  const words =
    text
      .normalize("NFKC")
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  const distinct = new Set(words.map((word) => [...word].slice(0, SEARCH_MAX_WORD_LENGTH).join("")));
  return [...distinct].slice(0, SEARCH_MAX_WORDS);
}

/** Only words of letters are in the dictionary (search_words): "ak47" or "2024" are never corrected. */
export const isDictionaryShaped = (word: string) => /^\p{L}{3,32}$/u.test(word);
