import type { Collection } from "@meshlink/domain/entities/collection";
import { ASSET_CATEGORIES } from "@meshlink/domain/constants/asset-categories";
import { tokenTypeLabel } from "@meshlink/domain/constants/token-types";
import { Controller, type Control, type FieldErrors, type UseFormRegister } from "react-hook-form";
import { FormField } from "@/ui/form-field";
import { ImagePicker } from "@/ui/image-picker";
import { MarkdownArea } from "@/ui/markdown-area";
import { NumberStepper } from "@/ui/number-stepper";
import { SelectField } from "@/ui/select-field";
import { TextField } from "@/ui/text-field";
import { GenresField } from "@/features/create-asset/components/genres-field";
import type { CreateAssetForm } from "@/features/create-asset/create-asset.schema";

type AssetBasicsFieldsProps = {
  control: Control<CreateAssetForm>;
  register: UseFormRegister<CreateAssetForm>;
  errors: FieldErrors<CreateAssetForm>;
  collections: readonly Collection[];
  collectionsPending: boolean;
  /** A Single 721 collection mints exactly one token. */
  single: boolean;
};

export function AssetBasicsFields({
  control,
  register,
  errors,
  collections,
  collectionsPending,
  single,
}: AssetBasicsFieldsProps) {
  return (
    <>
      <SelectField
        label="Collection"
        placeholder={
          collectionsPending
            ? "Loading collections…"
            : collections.length
              ? "Choose a collection"
              : "Create a collection first"
        }
        options={collections.map((collection) => ({
          value: collection._id,
          label: `${collection.name} · ${tokenTypeLabel(collection.ercType)} · ${collection.blockchain.name}`,
        }))}
        error={errors.collectionId?.message}
        {...register("collectionId")}
      />
      <TextField label="Name" placeholder="Sci-fi crate" error={errors.name?.message} {...register("name")} />
      <SelectField
        label="Category"
        placeholder="Choose a category"
        options={ASSET_CATEGORIES.map((category) => ({ value: category.slug, label: category.label }))}
        error={errors.category?.message}
        {...register("category")}
      />
      <Controller
        control={control}
        name="genres"
        render={({ field, fieldState }) => (
          <GenresField
            id="asset-genres"
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="description"
        render={({ field, fieldState }) => (
          <MarkdownArea
            label="Description"
            error={fieldState.error?.message}
            {...field}
            value={field.value ?? ""}
          />
        )}
      />
      <Controller
        control={control}
        name="image"
        render={({ field }) => (
          <ImagePicker id="asset-image" label="Image" value={field.value} onChange={field.onChange} />
        )}
      />
      <Controller
        control={control}
        name="supply"
        render={({ field, fieldState }) => (
          <FormField
            id="asset-supply"
            label="Supply"
            error={fieldState.error?.message}
            hint={single ? "A Single 721 collection mints one token" : undefined}
          >
            <NumberStepper
              id="asset-supply"
              label="supply"
              value={single ? 1 : field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              disabled={single}
              ref={field.ref}
            />
          </FormField>
        )}
      />
    </>
  );
}
