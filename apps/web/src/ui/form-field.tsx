import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

type FormFieldProps = {
  /** The id of the control the label names; errors and hints are `${id}-error` / `${id}-hint`. */
  id: string;
  label: string;
  error?: string | string[];
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
  /** For groups (checkbox sets, drop zones) that a <label for> cannot name. */
  asGroup?: boolean;
};

/** Label, control, then its error(s) or hint, tied with aria (spec section 5). */
export function FormField({ id, label, error, hint, className, children, asGroup }: FormFieldProps) {
  const errors = (Array.isArray(error) ? error : error ? [error] : []).filter(Boolean);
  const Label = asGroup ? "p" : "label";
  return (
    <div className={cn("min-w-0", className)}>
      <Label
        {...(asGroup ? { id: `${id}-label` } : { htmlFor: id })}
        className="mb-1.5 block text-sm font-medium"
      >
        {label}
      </Label>
      {children}
      {errors.length > 0 ? (
        <div id={`${id}-error`} className="mt-1.5 space-y-0.5 text-sm text-red-600 dark:text-red-400">
          {errors.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-fg-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** aria props for the control inside a FormField with the same id. */
export const fieldAria = (id: string, error?: string | string[], hasHint = false) => {
  const invalid = Array.isArray(error) ? error.length > 0 : Boolean(error);
  return {
    "aria-invalid": invalid ? true : undefined,
    "aria-describedby": invalid ? `${id}-error` : hasHint ? `${id}-hint` : undefined,
  } as const;
};
