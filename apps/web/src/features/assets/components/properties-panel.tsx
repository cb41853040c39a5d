import type { Property } from "@meshlink/domain/entities/property";
import { EMPTY_STATES } from "@meshlink/domain/messages/empty-states";
import { TraitsModal } from "@/features/assets/components/traits-modal";

// Spec section 2: the preview shows six tiles; with six or more traits the sixth is an ellipsis
// that opens the full, numbered list.
const PREVIEW_TILES = 6;

const tileClasses =
  "flex min-h-16 flex-col justify-center rounded-xl border border-line bg-surface-muted px-3 py-2";

export function PropertiesPanel({ properties }: { properties: readonly Property[] }) {
  if (properties.length === 0) return <p className="text-fg-muted">{EMPTY_STATES.properties}</p>;
  const truncated = properties.length >= PREVIEW_TILES;
  const shown = truncated ? properties.slice(0, PREVIEW_TILES - 1) : properties;
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      {shown.map((property, index) => (
        <li key={`${property.name}-${index}`} className={tileClasses}>
          <span className="truncate text-xs text-fg-muted uppercase">{property.name}</span>
          <span className="truncate font-semibold">{String(property.value)}</span>
        </li>
      ))}
      {truncated ? (
        <li>
          <TraitsModal
            properties={properties}
            trigger={
              <button
                type="button"
                aria-label={`Show all ${properties.length} traits`}
                className={`${tileClasses} h-full w-full items-center text-xl font-bold hover:border-indigo-400`}
              >
                …
              </button>
            }
          />
        </li>
      ) : null}
    </ul>
  );
}
