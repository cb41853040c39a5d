import { ERROR_MESSAGES } from "@meshlink/domain/messages/errors";
import type { ListingFieldsInput } from "@meshlink/domain/validation/listing-form";
import { useEffect, type ReactNode } from "react";
import { Controller, useFormContext } from "react-hook-form";
import { notify } from "@/ui/notify";
import { useGameEngines } from "@/features/listings/api/listings-api";
import { usePlatformFeeBps } from "@/lib/platform-fee";
import { EnginesField } from "@/features/listings/components/fields/engines-field";
import { ExpirationField } from "@/features/listings/components/fields/expiration-field";
import { messageOf } from "@/features/listings/components/fields/field-error";
import { RoyaltyField } from "@/features/listings/components/fields/royalty-field";
import { TechnicalDescriptionFields } from "@/features/listings/components/fields/technical-description-fields";
import type { Clock } from "@meshlink/domain/rules/expiration";

type ListingFieldsProps = {
  id: string;
  /** The asset's chain: the platform fee is its Store's. */
  chainId: number;
  clock?: Clock;
  /** Fields of one modal only (the supply to list), placed before the technical description. */
  extra?: ReactNode;
};

/**
 * The fields "List asset" and "Edit listing" share (spec section 5), read from the surrounding
 * FormProvider; each modal's schema extends the same listing form, so the names are the same.
 */
export function ListingFields({ id, chainId, clock, extra }: ListingFieldsProps) {
  const { control, formState } = useFormContext<ListingFieldsInput>();
  const { errors } = formState;
  const engines = useGameEngines();
  const fee = usePlatformFeeBps(chainId);

  useEffect(() => {
    if (engines.isError) notify.error(ERROR_MESSAGES.noGameEngines);
  }, [engines.isError]);

  return (
    <>
      <Controller
        control={control}
        name="engines"
        render={({ field }) => (
          <EnginesField
            id={`${id}-engines`}
            value={field.value}
            onChange={field.onChange}
            options={engines.data ?? []}
            loading={engines.isPending}
            error={messageOf(errors.engines)}
          />
        )}
      />
      <Controller
        control={control}
        name="royalty"
        render={({ field }) => (
          <RoyaltyField
            id={`${id}-royalty`}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={errors.royalty?.message}
          />
        )}
      />
      <p className="text-sm text-fg-muted" data-testid="platform-fee">
        Platform fee:{" "}
        <span className="font-semibold text-fg">
          {fee.data === null || fee.data === undefined ? "—" : `${fee.data / 100}%`}
        </span>
      </p>
      <Controller
        control={control}
        name="expiration"
        render={({ field }) => (
          <ExpirationField
            id={`${id}-expiration`}
            value={field.value}
            onChange={field.onChange}
            error={messageOf(errors.expiration)}
            now={clock ?? (() => new Date())}
          />
        )}
      />
      {extra}
      <Controller
        control={control}
        name="technicalDescription"
        render={({ field }) => (
          <TechnicalDescriptionFields
            id={`${id}-technical`}
            value={field.value}
            onChange={field.onChange}
            errors={{
              polyCount: errors.technicalDescription?.short?.polyCount?.message,
              extended: errors.technicalDescription?.extended?.message,
            }}
          />
        )}
      />
    </>
  );
}
