import type { ErcType } from "@meshlink/domain/constants/token-types";
import { cn } from "@/lib/cn";

type TokenTypeChoiceProps = {
  value: ErcType;
  onChange: (value: ErcType) => void;
  options: readonly { value: ErcType; label: string }[];
};

/** Single 721 or Multiple 1155 (spec section 1), as a radio group. */
export function TokenTypeChoice({ value, onChange, options }: TokenTypeChoiceProps) {
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium">Type</legend>
      <div className="grid grid-cols-2 gap-3">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              "flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-line bg-surface-raised px-3 text-sm font-medium",
              "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-500",
              value === option.value && "border-indigo-500 text-indigo-700 dark:text-indigo-300",
            )}
          >
            <input
              type="radio"
              name="collection-type"
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="accent-indigo-600"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
