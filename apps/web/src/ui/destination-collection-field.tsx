import type { Collection } from "@meshlink/domain/entities/collection";
import { ERROR_MESSAGES } from "@meshlink/domain/messages/errors";
import { VALIDATION_MESSAGES } from "@meshlink/domain/messages/validation";
import type { UseQueryResult } from "@tanstack/react-query";
import { hasNoDestination } from "@/lib/destination-collections";
import { SelectField } from "@/ui/select-field";

type DestinationCollectionFieldProps = {
  /** The studio's collections on the asset's chain (lib/destination-collections.ts). */
  collections: UseQueryResult<Collection[]>;
  label: string;
  /** The chosen collection's address, "" before a choice. */
  value: string;
  onChange: (address: string) => void;
  disabled: boolean;
  error?: string;
};

/**
 * The game collection a studio takes an asset into (an offer, a proposal): chosen among its own
 * collections on the asset's chain once they are loaded, or the spec's text when it has none.
 */
export function DestinationCollectionField({
  collections,
  label,
  value,
  onChange,
  disabled,
  error,
}: DestinationCollectionFieldProps) {
  const options = (collections.data ?? []).map((item) => ({ value: item.address, label: item.name }));
  return (
    <>
      {collections.isPending ? <p className="text-sm text-fg-muted">Loading your collections…</p> : null}
      {collections.isError ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {ERROR_MESSAGES.collectionsFailed}
        </p>
      ) : null}
      {hasNoDestination(collections) ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {VALIDATION_MESSAGES.buyerHasNoCollection}
        </p>
      ) : (
        <SelectField
          label={label}
          placeholder="Select a collection"
          options={options}
          value={value}
          disabled={disabled || !collections.isSuccess}
          onChange={(event) => onChange(event.target.value)}
          error={error}
        />
      )}
    </>
  );
}
