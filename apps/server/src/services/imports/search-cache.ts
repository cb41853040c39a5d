// The modal pages through one account's search (ten a page): its first page's answer is kept a
// short while so the next pages do not scan the chain or call the provider again. Bounded in
// entries and in time; a new import still shows as imported, since flags are read on every page.
const TTL_MS = 60_000;
const MAX_ENTRIES = 200;

export type SearchCache<T> = { get(key: string): Promise<T> };

/** Remembers `load(key)` for a minute, at most MAX_ENTRIES keys; a failed load is not kept. */
export function searchCache<T>(load: (key: string) => Promise<T>, now = Date.now): SearchCache<T> {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return {
    get(key) {
      const hit = entries.get(key);
      if (hit && now() - hit.at < TTL_MS) return hit.value;
      entries.delete(key);
      // Oldest first in insertion order: the first key is the one to drop.
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      const value = load(key);
      entries.set(key, { at: now(), value });
      value.catch(() => entries.delete(key));
      return value;
    },
  };
}
