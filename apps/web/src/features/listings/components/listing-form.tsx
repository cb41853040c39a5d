import { useId, type ReactNode } from "react";
import { FormProvider, type FieldValues, type UseFormReturn } from "react-hook-form";
import type { StepView } from "@/lib/step-machine";
import { Button } from "@/ui/button";
import { ProgressSteps } from "@/ui/progress-steps";
import { ListingFields } from "@/features/listings/components/fields/listing-fields";
import type { Clock } from "@meshlink/domain/rules/expiration";

type ListingFormProps<Input extends FieldValues, Values> = {
  form: UseFormReturn<Input, unknown, Values>;
  /** The submission, as the modal's hook runs it. */
  flow: { submit: (values: Values) => unknown; running: boolean; steps: readonly StepView[] };
  /** The asset's chain: the platform fee is its Store's. */
  chainId: number;
  clock?: Clock;
  /** Fields of this form only (the supply to list), given the form's id for theirs. */
  extra?: (id: string) => ReactNode;
  progressTitle: string;
  submitText: string;
  runningText: string;
};

/**
 * The form of "List asset" and "Edit listing" (spec section 5): the listing fields, the steps of
 * the submission as they run and the submit button. It scrolls inside the modal on a short screen.
 */
export function ListingForm<Input extends FieldValues, Values>({
  form,
  flow: { submit, running, steps },
  chainId,
  clock,
  extra,
  progressTitle,
  submitText,
  runningText,
}: ListingFormProps<Input, Values>) {
  const id = useId();
  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-busy={running}
        onSubmit={(event) => void form.handleSubmit(submit)(event)}
        className="-mx-1 flex max-h-[70vh] flex-col gap-4 overflow-y-auto px-1 pb-1 [&>*]:shrink-0"
      >
        <ListingFields id={id} chainId={chainId} clock={clock} extra={extra?.(id)} />
        <ProgressSteps steps={steps} title={progressTitle} />
        <Button type="submit" disabled={running} className="w-full">
          {running ? runningText : submitText}
        </Button>
      </form>
    </FormProvider>
  );
}
