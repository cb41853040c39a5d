import { PAGE_TEXTS } from "@meshlink/domain/messages/page-texts";
import { SearchIcon } from "@/ui/icons";
import { inputClasses } from "@/ui/text-field";

type AssetSearchBoxProps = { value: string; onChange: (value: string) => void };

/** Spec section 2 browse search: filters the assets by name as the visitor types. */
export function AssetSearchBox({ value, onChange }: AssetSearchBoxProps) {
  return (
    <form role="search" className="relative w-full" onSubmit={(event) => event.preventDefault()}>
      <SearchIcon
        width={18}
        height={18}
        strokeWidth={2}
        className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-fg-muted"
      />
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
