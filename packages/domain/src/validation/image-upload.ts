import { IMAGE_ALLOWED_TYPES, IMAGE_MAX_BYTES } from "../constants/image-limits.ts";
import { VALIDATION_MESSAGES } from "../messages/validation.ts";
import { zFileInfo, type FileInfo } from "./file-info.ts";

// Spec section 5: size and type are checked separately and each reports its own message, so a
// large file of the wrong type yields both.
export const isImageSizeAllowed = (size: number): boolean => size <= IMAGE_MAX_BYTES;
const isImageTypeAllowed = (type: string): boolean =>
  (IMAGE_ALLOWED_TYPES as readonly string[]).includes(type);

export const imageProblems = (file: Pick<FileInfo, "size" | "type">): string[] => [
  ...(isImageSizeAllowed(file.size) ? [] : [VALIDATION_MESSAGES.imageTooLarge]),
  ...(isImageTypeAllowed(file.type) ? [] : [VALIDATION_MESSAGES.imageTypeNotSupported]),
];

// Form field for avatar, banner, logo and asset images; reports every problem, not just the first.
export const ZImageFile = zFileInfo(VALIDATION_MESSAGES.imageTypeNotSupported).check((ctx) => {
  for (const message of imageProblems(ctx.value))
    ctx.issues.push({ code: "custom", message, input: ctx.value });
});
