// Spec sections 3/5/9: the owner enters a percent with two decimals; listings store it times 100 as
// an integer, which is also the on-chain royalty in basis points (ERC-2981).
export const ROYALTY_PERCENT_MAX = 99.99;
const ROYALTY_INPUT_MAX = 100;
export const ROYALTY_STORED_MIN = 1;
export const ROYALTY_STORED_MAX = 9999;

// Rounding absorbs binary float error: 0.29 * 100 is 28.999999999999996, not 29.
export const percentToStored = (percent: number): number => Math.round(percent * 100);
export const storedToPercent = (stored: number): number => stored / 100;

// What the royalty field may hold after a keystroke. Empty and partial inputs ("", "12.") stay
// allowed so the user can type; values above 100 and a third decimal are refused (spec: "input
// refuses values above 100"). Positivity is left to validation so its message can be shown.
export const isRoyaltyInputAccepted = (raw: string): boolean => {
  if (!/^\d*(\.\d{0,2})?$/.test(raw)) return false;
  const value = Number(raw);
  return Number.isNaN(value) || value <= ROYALTY_INPUT_MAX;
};
