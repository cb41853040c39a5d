import { lazyModule } from "@/lib/lazy-module";

// The shared allow-list's sanitiser (sanitize-html with its HTML parser) is 87 KB compressed, more
// than a quarter of the asset page's code: it loads beside the page instead of before its first
// paint, and rich text shows a placeholder for that moment.
export const richTextSanitizer = lazyModule(async () => {
  const { sanitizeRichText } = await import("@meshlink/domain/validation/sanitize-rich-text");
  return sanitizeRichText;
});
