// Spec section 9. The spec names the use of the first three sizes only; the others are kept under
// neutral names until a screen claims them.
export const PAGE_SIZES = {
  activity: 50,
  assetPanel: 10,
  notifications: 8,
  standard: 20,
  grid: 24,
  small: 8,
  list: 4,
} as const;

export const IMPORT_PAGE_SIZE = 10;

// Spec: "Import list total pages = floor of count divided by 10". This drops a trailing partial
// page (15 collections give 1 page); kept as written because the spec states it explicitly.
export const importTotalPages = (count: number): number => Math.floor(count / IMPORT_PAGE_SIZE);
