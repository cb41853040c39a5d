// Spec section 9. One reading of the spec gives 780 for md; 768 is chosen because it is Tailwind's
// default, which the web uses, so CSS and script agree.
export const BREAKPOINTS = {
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1280,
  "2xl": 1536,
} as const;
