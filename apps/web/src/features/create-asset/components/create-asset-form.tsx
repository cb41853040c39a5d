import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef } from "react";
import { useForm, useWatch } from "react-hook-form";
import { focusFirstInvalid } from "@/lib/focus-first-invalid";
import { useStoreChains } from "@/lib/store-chains";
import { Button } from "@/ui/button";
import { ProgressSteps } from "@/ui/progress-steps";
import { useMyCollections } from "@/features/create-asset/api/create-asset-api";
import { AssetBasicsFields } from "@/features/create-asset/components/asset-basics-fields";
import { AssetFilesFields } from "@/features/create-asset/components/asset-files-fields";
import { PropertiesFields } from "@/features/create-asset/components/properties-fields";
import { RequirementsFields } from "@/features/create-asset/components/requirements-fields";
import { TechnicalFields } from "@/features/create-asset/components/technical-fields";
import { useCreateAsset } from "@/features/create-asset/hooks/use-create-asset";
import {
  emptyAssetForm,
  ZCreateAssetForm,
  type CreateAssetForm as FormInput,
  type CreateAssetValues,
} from "@/features/create-asset/create-asset.schema";

const section = "space-y-6 rounded-2xl border border-line bg-surface-raised/40 p-4 sm:p-6";

export function CreateAssetForm() {
  const collections = useMyCollections();
  const chains = useStoreChains();
  const { register, control, handleSubmit, formState, setValue } = useForm<
    FormInput,
    unknown,
    CreateAssetValues
  >({
    resolver: zodResolver(ZCreateAssetForm),
    defaultValues: emptyAssetForm(),
    shouldFocusError: false,
  });
  const collectionId = useWatch({ control, name: "collectionId" });
  const formRef = useRef<HTMLFormElement>(null);
  const { steps, running, submit, failed } = useCreateAsset();
  const selected = collections.data?.find((collection) => collection._id === collectionId);
  const single = selected?.ercType === "ERC721";
  useEffect(() => {
    if (single) setValue("supply", 1);
  }, [single, setValue]);

  const onInvalid = () => focusFirstInvalid(formRef.current);
  const onValid = (values: CreateAssetValues) => {
    const collection = collections.data?.find((entry) => entry._id === values.collectionId);
    const chain = chains.data?.find((entry) => entry.chainId === collection?.blockchain.chainId);
    if (collection && chain)
      void submit({
        values: { ...values, supply: single ? 1 : values.supply },
        collection,
      });
  };

  return (
    <form
      ref={formRef}
      aria-label="Create asset"
      noValidate
      className="space-y-8"
      onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}
    >
      <section className={section}>
        <AssetBasicsFields
          control={control}
          register={register}
          errors={formState.errors}
          collections={collections.data ?? []}
          collectionsPending={collections.isPending}
          single={single}
        />
      </section>
      <section className={section}>
        <AssetFilesFields control={control} disabled={running} />
      </section>
      <section className={section}>
        <PropertiesFields control={control} register={register} errors={formState.errors.properties} />
      </section>
      <section className={section}>
        <TechnicalFields control={control} register={register} errors={formState.errors.technical} />
      </section>
      <section className={section}>
        <RequirementsFields register={register} />
      </section>
      <ProgressSteps steps={steps} title="Creating the asset" />
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={running}>
        {running ? "Creating…" : failed ? "Retry" : "Create asset"}
      </Button>
    </form>
  );
}
