import { ERROR_MESSAGES } from "@meshlink/domain/messages/errors";
import { SUCCESS_MESSAGES } from "@meshlink/domain/messages/successes";
import { IMAGE_ALLOWED_TYPES } from "@meshlink/domain/constants/image-limits";
import type { ImageUpload } from "@meshlink/domain/files/file-uploads.types";
import { imageProblems } from "@meshlink/domain/validation/image-upload";
import { useState, type Ref } from "react";
import { cn } from "@/lib/cn";
import { uploadImage } from "@/lib/upload-image";
import { FileDropZone } from "@/ui/file-drop-zone";
import { FormField } from "@/ui/form-field";
import { notify } from "@/ui/notify";

type ImagePickerProps = {
  id: string;
  label: string;
  value: ImageUpload | null;
  onChange: (image: ImageUpload | null) => void;
  /** Preview shape: a square logo or a wide banner. */
  shape?: "square" | "wide";
  error?: string;
  ref?: Ref<HTMLInputElement>;
};

/** Checks size and type separately (spec section 5), uploads (POST /api/upload) and previews. */
export function ImagePicker({ id, label, value, onChange, shape = "square", error, ref }: ImagePickerProps) {
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);

  const pick = async (picked: File | null) => {
    setFile(picked);
    if (!picked) return;
    const found = imageProblems(picked);
    setProblems(found);
    if (found.length > 0) return;
    setUploading(true);
    try {
      onChange(await uploadImage(picked));
      notify.success(SUCCESS_MESSAGES.imageUploaded);
    } catch (uploadError) {
      notify.error(uploadError, ERROR_MESSAGES.uploadFailed);
    } finally {
      setUploading(false);
    }
  };

  const errors = [...problems, ...(error ? [error] : [])];
  return (
    <FormField id={id} label={label} error={errors} asGroup>
      <div className={cn("grid gap-3", shape === "wide" ? "grid-cols-1" : "grid-cols-[6rem_1fr]")}>
        <div
          className={cn(
            "overflow-hidden rounded-xl border border-line bg-surface-muted",
            shape === "wide" ? "aspect-[7/1]" : "size-24",
          )}
        >
          {value ? <img src={value.url} alt={`${label} preview`} className="size-full object-cover" /> : null}
        </div>
        <FileDropZone
          id={id}
          ref={ref}
          label={label}
          accept={IMAGE_ALLOWED_TYPES.join(",")}
          file={file}
          onFile={(picked) => void pick(picked)}
          error={errors}
          disabled={uploading}
          hint={uploading ? "Uploading…" : "PNG, JPEG, GIF, WEBP or SVG, up to 8 MB"}
        />
      </div>
    </FormField>
  );
}
