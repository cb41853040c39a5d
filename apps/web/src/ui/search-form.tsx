import { inputClasses } from "@/ui/text-field";

type SearchFormProps = {
  /** The search the URL holds; a new one (back button, shared link) resets the box to it. */
  value: string;
  onSearch: (text: string) => void;
  label: string;
  placeholder: string;
  className?: string;
};

/** A name search run on Enter, for lists whose every search is a new URL. */
export function SearchForm({ value, onSearch, label, placeholder, className }: SearchFormProps) {
  return (
    <form
      key={value}
      role="search"
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        const text = new FormData(event.currentTarget).get("q");
        onSearch(typeof text === "string" ? text.trim() : "");
      }}
    >
      <input
        type="search"
        name="q"
        aria-label={label}
        placeholder={placeholder}
        defaultValue={value}
        maxLength={100}
        className={inputClasses}
      />
    </form>
  );
}
