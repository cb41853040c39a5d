import { shortenAddress } from "@meshlink/domain/format/shorten-address";
import type { ImportableCollection } from "@meshlink/domain/imports-api.types";
import { VALIDATION_MESSAGES } from "@meshlink/domain/messages/validation";
import { useId } from "react";
import { cn } from "@/lib/cn";
import { SOURCE_LABELS, tokenCountText } from "@/features/imports/import-texts";

const ERC_LABELS = { ERC721: "ERC-721", ERC1155: "ERC-1155" } as const;

/** What a row says about a collection under its name: address, standard, tokens and where it was found. */
export function collectionFacts(collection: ImportableCollection): string[] {
  return [
    shortenAddress(collection.address),
    ERC_LABELS[collection.ercType],
    tokenCountText(collection.tokenCount),
    SOURCE_LABELS[collection.source],
  ].filter((fact): fact is string => fact !== null);
}

type RowProps = {
  collection: ImportableCollection;
  checked: boolean;
  onToggle: (collection: ImportableCollection) => void;
};

/** One importable collection with its checkbox; one MeshLink already has is shown but cannot be chosen. */
export function ImportableCollectionRow({ collection, checked, onToggle }: RowProps) {
  const noteId = useId();
  const { imported } = collection;
  return (
    <li>
      <label
        className={cn(
          "flex min-h-11 gap-3 rounded-xl px-3 py-2.5",
          imported ? "cursor-not-allowed" : "cursor-pointer hover:bg-surface-muted",
        )}
      >
        <input
          type="checkbox"
          className="mt-1 size-4 shrink-0 rounded border-line accent-indigo-600"
          checked={checked}
          disabled={imported}
          aria-describedby={imported ? noteId : undefined}
          onChange={() => onToggle(collection)}
        />
        <span className="min-w-0 flex-1">
          <span className="flex min-w-0 items-baseline gap-2">
            <span className={cn("truncate font-medium", imported && "text-fg-muted")}>{collection.name}</span>
            {collection.symbol ? (
              <span className="shrink-0 text-xs font-semibold text-fg-muted">{collection.symbol}</span>
            ) : null}
          </span>
          <span className="mt-0.5 flex flex-wrap gap-x-2 text-xs text-fg-muted">
            {collectionFacts(collection).map((fact, index) => (
              <span
                key={fact}
                className={index === 0 ? "font-mono" : undefined}
                title={index === 0 ? collection.address : undefined}
              >
                {fact}
              </span>
            ))}
          </span>
          {imported ? (
            <span id={noteId} className="mt-1 block text-xs font-medium text-amber-700 dark:text-amber-300">
              {VALIDATION_MESSAGES.collectionAlreadyImported}
            </span>
          ) : null}
        </span>
      </label>
    </li>
  );
}
