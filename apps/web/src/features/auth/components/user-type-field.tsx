import type { UseFormRegisterReturn } from "react-hook-form";
import { cn } from "@/lib/cn";

const OPTIONS = [
  { value: "creator", label: "Creator", hint: "I make and list 3D assets." },
  { value: "studio", label: "Studio", hint: "I integrate assets into games." },
] as const;

/** The account type as two large radio cards (spec section 1: creator or studio). */
export function UserTypeField({ field, error }: { field: UseFormRegisterReturn<"type">; error?: string }) {
  return (
    <fieldset aria-describedby={error ? "user-type-error" : undefined}>
      <legend className="mb-1.5 text-sm font-medium">Account type</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {OPTIONS.map((option) => (
          <label
            key={option.value}
            className={cn(
              "flex cursor-pointer gap-3 rounded-xl border border-line bg-surface-raised p-4 has-[:checked]:border-indigo-500",
              "has-[:checked]:bg-indigo-500/5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-500",
            )}
          >
            <input type="radio" value={option.value} className="mt-1 accent-indigo-600" {...field} />
            <span>
              <span className="block font-semibold">{option.label}</span>
              <span className="block text-sm text-fg-muted">{option.hint}</span>
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id="user-type-error" className="mt-1.5 text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
