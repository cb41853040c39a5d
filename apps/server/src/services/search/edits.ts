const LATIN = "abcdefghijklmnopqrstuvwxyz";

/**
 * Every string one edit away from `word` (a letter deleted, two neighbours swapped, one replaced or
 * inserted): the typos people make most ("dargon", "swrod", "sowrd", "swor"). Letters come from the
 * Latin alphabet plus the word's own, so a typo in another script is still corrected within it.
 */
export function editsOf(word: string): Set<string> {
  const letters = [...word];
  const alphabet = new Set([...LATIN, ...letters]);
  const edits = new Set<string>();
  for (let i = 0; i <= letters.length; i++) {
    const head = letters.slice(0, i).join("");
    const tail = letters.slice(i);
    if (tail.length > 0) edits.add(head + tail.slice(1).join(""));
    if (tail.length > 1) edits.add(head + tail[1] + tail[0] + tail.slice(2).join(""));
    for (const letter of alphabet) {
      if (tail.length > 0) edits.add(head + letter + tail.slice(1).join(""));
      edits.add(head + letter + tail.join(""));
    }
  }
  edits.delete(word);
  return edits;
}

const trigramsOf = (word: string) => {
  const padded = `  ${word} `;
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3));
  return grams;
};

/** pg_trgm's similarity (shared trigrams over all trigrams), to choose among equally near words. */
export function trigramSimilarity(a: string, b: string): number {
  const left = trigramsOf(a);
  const right = trigramsOf(b);
  let shared = 0;
  for (const gram of left) if (right.has(gram)) shared++;
  return shared / (left.size + right.size - shared);
}
