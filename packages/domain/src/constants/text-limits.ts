// Spec section 5/9 text limits, counted in JavaScript string length (UTF-16 units), which is what
// TipTap's character-count extension counts by default, so client and server agree.
export const RICH_TEXT_MAX_LENGTH = 4000;
export const MARKDOWN_MAX_LENGTH = 5000;
