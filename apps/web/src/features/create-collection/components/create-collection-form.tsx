import { zodResolver } from "@hookform/resolvers/zod";
import { TOKEN_TYPES } from "@meshlink/domain/constants/token-types";
import { useEffect, useRef } from "react";
import { Controller, useForm } from "react-hook-form";
import { focusFirstInvalid } from "@/lib/focus-first-invalid";
import { useStoreChains } from "@/lib/store-chains";
import { Button } from "@/ui/button";
import { ImagePicker } from "@/ui/image-picker";
import { ProgressSteps } from "@/ui/progress-steps";
import { RichTextField } from "@/ui/rich-text-field";
import { SelectField } from "@/ui/select-field";
import { TextField } from "@/ui/text-field";
import { SocialLinksFields } from "@/features/create-collection/components/social-links-fields";
import { TokenTypeChoice } from "@/features/create-collection/components/token-type-choice";
import { useCreateCollection } from "@/features/create-collection/hooks/use-create-collection";
import {
  emptyCollectionForm,
  ZCreateCollectionForm,
  type CreateCollectionForm as FormInput,
  type CreateCollectionValues,
} from "@/features/create-collection/create-collection.schema";

export function CreateCollectionForm() {
  const chains = useStoreChains();
  const form = useForm<FormInput, unknown, CreateCollectionValues>({
    resolver: zodResolver(ZCreateCollectionForm),
    defaultValues: emptyCollectionForm(),
    shouldFocusError: false,
  });
  const { register, control, handleSubmit, formState, setValue, getValues } = form;
  const { errors } = formState;
  const formRef = useRef<HTMLFormElement>(null);
  const { steps, running, submit, failed } = useCreateCollection();

  // A new collection goes to the server's default chain unless another live one is chosen; the
  // Store chains come with it first.
  const defaultChain = chains.data?.[0]?.chainId;
  useEffect(() => {
    if (defaultChain && !getValues("chainId")) setValue("chainId", String(defaultChain));
  }, [defaultChain, getValues, setValue]);

  const onInvalid = () => focusFirstInvalid(formRef.current);
  const onValid = (values: CreateCollectionValues) => {
    const chain = chains.data?.find((entry) => String(entry.chainId) === values.chainId);
    if (chain) void submit({ values });
  };

  return (
    <form
      ref={formRef}
      aria-label="Create collection"
      noValidate
      className="space-y-6"
      onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}
    >
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          label="Name"
          placeholder="Infinity Heroes"
          error={errors.name?.message}
          {...register("name")}
        />
        <TextField
          label="Symbol"
          placeholder="HERO"
          hint="Letters, digits, underscore and hyphen"
          error={errors.symbol?.message}
          {...register("symbol")}
        />
      </div>
      <Controller
        control={control}
        name="type"
        render={({ field }) => (
          <TokenTypeChoice value={field.value} onChange={field.onChange} options={TOKEN_TYPES} />
        )}
      />
      <SelectField
        label="Blockchain"
        placeholder={chains.isPending ? "Loading chains…" : "Choose a chain"}
        options={(chains.data ?? []).map((chain) => ({ value: String(chain.chainId), label: chain.name }))}
        error={errors.chainId?.message}
        {...register("chainId")}
      />
      <Controller
        control={control}
        name="description"
        render={({ field, fieldState }) => (
          <RichTextField
            id="collection-description"
            label="Description"
            {...field}
            error={fieldState.error?.message}
          />
        )}
      />
      <div className="grid gap-6 md:grid-cols-[1fr_2fr]">
        <Controller
          control={control}
          name="logo"
          render={({ field }) => (
            <ImagePicker id="collection-logo" label="Logo" value={field.value} onChange={field.onChange} />
          )}
        />
        <Controller
          control={control}
          name="banner"
          render={({ field }) => (
            <ImagePicker
              id="collection-banner"
              label="Banner"
              shape="wide"
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
      </div>
      <SocialLinksFields register={register} errors={errors.socials} />
      <ProgressSteps steps={steps} title="Creating the collection" />
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={running}>
        {running ? "Creating…" : failed ? "Retry" : "Create collection"}
      </Button>
    </form>
  );
}
