import { useState, type Ref } from "react";
import { cn } from "@/lib/cn";
import { fieldAria } from "@/ui/form-field";

type FileDropZoneProps = {
  id: string;
  label: string;
  accept: string;
  file: File | null;
  onFile: (file: File | null) => void;
  error?: string | string[];
  hint?: string;
  disabled?: boolean;
  ref?: Ref<HTMLInputElement>;
};

/** Drop a file or pick one; the input itself stays focusable so errors can focus it. */
export function FileDropZone({
  id,
  label,
  accept,
  file,
  onFile,
  error,
  hint,
  disabled,
  ref,
}: FileDropZoneProps) {
  const [dragging, setDragging] = useState(false);
  const invalid = Array.isArray(error) ? error.length > 0 : Boolean(error);
  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        if (!disabled) onFile(event.dataTransfer.files[0] ?? null);
      }}
      className={cn(
        "relative flex min-h-28 flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed border-line bg-surface-raised p-4 text-center",
        "focus-within:border-indigo-500",
        dragging && "border-indigo-500 bg-indigo-500/5",
        invalid && "border-red-500",
      )}
    >
      <input
        id={id}
        ref={ref}
        type="file"
        accept={accept}
        disabled={disabled}
        aria-label={label}
        className="absolute inset-0 cursor-pointer opacity-0"
        onChange={(event) => onFile(event.target.files?.[0] ?? null)}
        {...fieldAria(id, error, Boolean(hint))}
      />
      {file ? (
        <p className="text-sm font-medium break-all">
          {file.name} <span className="text-fg-muted">({formatBytes(file.size)})</span>
        </p>
      ) : (
        <p className="text-sm font-medium">Drop a file here or click to choose</p>
      )}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-fg-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} kB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}
