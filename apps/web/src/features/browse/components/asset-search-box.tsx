import { PAGE_TEXTS } from "@meshlink/domain/messages/page-texts";
import { inputClasses } from "@/ui/text-field";

type AssetSearchBoxProps = { value: string; onChange: (value: string) => void };

/** Spec section 2 browse search: filters the assets by name as the visitor types. */
export function AssetSearchBox({ value, onChange }: AssetSearchBoxProps) {
  return (
    <form role="search" className="relative w-full" onSubmit={(event) => event.preventDefault()}>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width={18}
        height={18}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-fg-muted"
      >
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" />
      </svg>
      <input
        type="search"
        aria-label="Search assets by name"
        placeholder={PAGE_TEXTS.searchPlaceholder}
        value={value}
        maxLength={200}
        onChange={(event) => onChange(event.target.value)}
        className={`${inputClasses} pl-10`}
      />
    </form>
  );
}
