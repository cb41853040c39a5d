import { requiredMessage } from "../messages/validation.ts";

// The fixed lists behind the Categories and Genre sections of the Browse sidebar (spec section 2),
// chosen at asset creation (docs/decisions/012-categories-and-genres.md). The slug is what the API,
// URLs and forms speak; the code is what the database stores (a smallint and a smallint[]), so a
// code is never reused or renumbered: a retired entry keeps its code out of circulation.

export const ASSET_CATEGORIES = [
  { code: 1, slug: "characters", label: "Characters" },
  { code: 2, slug: "creatures", label: "Creatures" },
  { code: 3, slug: "props", label: "Props" },
  { code: 4, slug: "weapons", label: "Weapons" },
  { code: 5, slug: "vehicles", label: "Vehicles" },
  { code: 6, slug: "environments", label: "Environments" },
  { code: 7, slug: "vfx", label: "VFX" },
  { code: 8, slug: "animations", label: "Animations" },
  { code: 9, slug: "ui", label: "UI" },
] as const;

export const ASSET_GENRES = [
  { code: 1, slug: "fantasy", label: "Fantasy" },
  { code: 2, slug: "sci-fi", label: "Sci-fi" },
  { code: 3, slug: "post-apocalyptic", label: "Post-apocalyptic" },
  { code: 4, slug: "stylised", label: "Stylised" },
  { code: 5, slug: "realistic", label: "Realistic" },
  { code: 6, slug: "horror", label: "Horror" },
  { code: 7, slug: "historical", label: "Historical" },
  { code: 8, slug: "cyberpunk", label: "Cyberpunk" },
] as const;

/** An asset names one category and up to this many genres. */
export const MAX_ASSET_GENRES = 3;

export type AssetCategory = (typeof ASSET_CATEGORIES)[number]["slug"];
export type AssetGenre = (typeof ASSET_GENRES)[number]["slug"];

// Not in the spec: it names the filters but no wording for these refusals, so they are ours, shaped
// like its "{field} is required".
export const CATEGORY_MESSAGES = {
  categoryRequired: requiredMessage("Category"),
  unknownCategory: (input: unknown) => `Unknown category ${JSON.stringify(input)}`,
  unknownGenre: (input: unknown) => `Unknown genre ${JSON.stringify(input)}`,
  tooManyGenres: `Choose at most ${MAX_ASSET_GENRES} genres`,
  repeatedGenre: "Each genre can be chosen once",
} as const;

const byCategorySlug = new Map(ASSET_CATEGORIES.map((entry) => [entry.slug as string, entry]));
const byCategoryCode = new Map(ASSET_CATEGORIES.map((entry) => [entry.code as number, entry]));
const byGenreSlug = new Map(ASSET_GENRES.map((entry) => [entry.slug as string, entry]));
const byGenreCode = new Map(ASSET_GENRES.map((entry) => [entry.code as number, entry]));

export const categoryCode = (slug: AssetCategory): number => byCategorySlug.get(slug)!.code;
export const genreCodes = (slugs: readonly AssetGenre[]): number[] =>
  slugs.map((slug) => byGenreSlug.get(slug)!.code);

/** The stored code read back; null for none or a code this build does not know. */
export const categoryOfCode = (code: number | null): AssetCategory | null =>
  code === null ? null : (byCategoryCode.get(code)?.slug ?? null);
export const genresOfCodes = (codes: readonly number[]): AssetGenre[] =>
  codes.flatMap((code) => byGenreCode.get(code)?.slug ?? []);

const categoryLabel = (slug: AssetCategory): string => byCategorySlug.get(slug)!.label;
const genreLabel = (slug: AssetGenre): string => byGenreSlug.get(slug)!.label;

/**
 * The category and genres as traits: the token metadata's first attributes and the first tiles of
 * the asset page's Properties, so both read alike. An asset recorded before categories has none.
 */
export const categoryTraits = (
  category: AssetCategory | null,
  genres: readonly AssetGenre[],
): { name: string; value: string }[] => [
  ...(category ? [{ name: "Category", value: categoryLabel(category) }] : []),
  ...genres.map((genre) => ({ name: "Genre", value: genreLabel(genre) })),
];
