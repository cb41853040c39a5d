import { SEARCH_TEXT_MAX_LENGTH } from "@meshlink/domain/search-api.types";
import { type KeyboardEvent, useId, useState } from "react";
import { useNavigate } from "react-router";
import { useSearchSuggestions } from "@/features/search/api/search-suggestions";
import { type SearchOption, searchOptionsOf } from "@/features/search/components/search-options";
import { useDebouncedValue } from "@/features/search/hooks/use-debounced-value";
import { cn } from "@/lib/cn";
import { ICON_IMAGE_LAYOUT, responsiveImage } from "@/lib/image-srcset";
import { FallbackImage } from "@/ui/fallback-image";
import { SearchIcon } from "@/ui/icons";
import { inputClasses } from "@/ui/text-field";

const GROUPS = ["Assets", "Collections", "Users"] as const;

/** Suggestions are asked for once typing pauses this long. */
const SEARCH_DEBOUNCE_MS = 200;

type HeaderSearchProps = {
  /** Called after a suggestion or "See all results" is opened (the mobile menu closes itself). */
  onNavigate?: () => void;
  className?: string;
};

/**
 * The header's search box (spec section 7 "/api/search"): a combobox whose listbox groups the
 * matching assets, collections and users as the visitor types, says "Did you mean …" when a typo
 * was corrected, and ends with "See all results" (the browse page searching the same text).
 * Arrows move through the options, Enter opens one (or all results), Escape closes the list.
 */
export function HeaderSearch({ onNavigate, className }: HeaderSearchProps) {
  const navigate = useNavigate();
  const listboxId = useId();
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const asked = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const suggestions = useSearchSuggestions(asked);

  const settled = asked.trim() === text.trim() && !suggestions.isFetching;
  const options = searchOptionsOf(suggestions.data, text);
  const found = options.length > 1;
  const expanded = open && text.trim().length > 0;

  const go = (option: SearchOption) => {
    setOpen(false);
    setActive(-1);
    void navigate(option.href);
    onNavigate?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      const n = options.length;
      setActive((current) => (current === -1 && step === -1 ? n - 1 : (((current + step) % n) + n) % n));
    } else if (event.key === "Enter") {
      event.preventDefault();
      if (!text.trim()) return;
      go(options[active] ?? options[options.length - 1]!);
    } else if (event.key === "Escape") {
      if (expanded) event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const renderOption = (option: SearchOption) => {
    const index = options.indexOf(option);
    return (
      <div
        key={option.id}
        id={`${listboxId}-${option.id}`}
        role="option"
        aria-selected={index === active}
        onClick={() => go(option)}
        onMouseEnter={() => setActive(index)}
        className={cn(
          "flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm",
          index === active && "bg-surface-muted",
          option.group === null &&
            "mt-1 border-t border-line font-medium text-indigo-600 dark:text-indigo-400",
        )}
      >
        {option.group ? (
          <FallbackImage
            {...responsiveImage(option.imageUrl, ICON_IMAGE_LAYOUT)}
            alt=""
            width={32}
            height={32}
            className={cn(
              "size-8 shrink-0 object-cover",
              option.group === "Users" ? "rounded-full" : "rounded-md",
            )}
          />
        ) : null}
        <span className="min-w-0 flex-1 truncate">{option.label}</span>
        {option.detail ? <span className="shrink-0 text-xs text-fg-muted">{option.detail}</span> : null}
      </div>
    );
  };

  return (
    <div className={cn("relative", className)} role="search">
      <SearchIcon
        width={16}
        height={16}
        strokeWidth={2}
        className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-fg-muted"
      />
      <input
        type="text"
        role="combobox"
        aria-label="Search assets, collections and users"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && options[active] ? `${listboxId}-${options[active].id}` : undefined}
        placeholder="Search MeshLink"
        autoComplete="off"
        spellCheck={false}
        maxLength={SEARCH_TEXT_MAX_LENGTH}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className={cn(inputClasses, "h-10 pl-9")}
      />
      <div
        hidden={!expanded}
        // A click on an option must not blur the input first (the list would close before it lands).
        onMouseDown={(event) => event.preventDefault()}
        className="absolute top-full right-0 left-0 z-50 mt-2 max-h-[70vh] overflow-y-auto rounded-xl border border-line bg-surface-raised p-1 shadow-xl"
      >
        {suggestions.data?.corrected && settled ? (
          <p className="px-3 py-2 text-sm text-fg-muted">
            Did you mean <strong className="text-fg">{suggestions.data.corrected}</strong>?
          </p>
        ) : null}
        {!settled && !found ? <p className="px-3 py-2 text-sm text-fg-muted">Searching…</p> : null}
        {settled && !found ? (
          <p className="px-3 py-2 text-sm text-fg-muted">
            No assets, collections or users match “{text.trim()}”.
          </p>
        ) : null}
        <div id={listboxId} role="listbox" aria-label="Search suggestions" aria-busy={!settled}>
          {GROUPS.map((group) => {
            const members = options.filter((option) => option.group === group);
            if (members.length === 0) return null;
            return (
              <div key={group} role="group" aria-labelledby={`${listboxId}-${group}`}>
                <p
                  id={`${listboxId}-${group}`}
                  className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-fg-muted uppercase"
                >
                  {group}
                </p>
                {members.map(renderOption)}
              </div>
            );
          })}
          {options.filter((option) => option.group === null).map(renderOption)}
        </div>
      </div>
    </div>
  );
}
