import { useId, type ComponentPropsWithRef } from "react";
import { cn } from "@/lib/cn";

type TextFieldProps = ComponentPropsWithRef<"input"> & { label: string; error?: string; hint?: string };

/** A field's box without its width, for controls that size themselves (cn does not merge classes). */
export const fieldBoxClasses =
  "h-11 rounded-xl border border-line bg-surface-raised px-3 text-base text-fg shadow-sm sm:text-sm " +
  "placeholder:text-fg-muted focus-visible:border-indigo-500 focus-visible:outline-2 focus-visible:outline-indigo-500/30";
export const inputClasses = `${fieldBoxClasses} w-full`;

/** A labelled input that shows its error under it (spec section 5) and ties both with aria. */
export function TextField({ label, error, hint, className, id, ...props }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const describedBy = error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(inputClasses, error && "border-red-500 focus-visible:border-red-500")}
        {...props}
      />
      {error ? (
        <p id={`${inputId}-error`} className="mt-1.5 text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : hint ? (
        <p id={`${inputId}-hint`} className="mt-1.5 text-sm text-fg-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
