import { Controller, type Control, type FieldErrors, type UseFormRegister } from "react-hook-form";
import { CheckboxField } from "@/ui/checkbox-field";
import { RichTextField } from "@/ui/rich-text-field";
import { TextField } from "@/ui/text-field";
import type { CreateAssetForm } from "@/features/create-asset/create-asset.schema";

type TechnicalFieldsProps = {
  control: Control<CreateAssetForm>;
  register: UseFormRegister<CreateAssetForm>;
  errors?: FieldErrors<CreateAssetForm>["technical"];
};

const TEXTS = [
  { name: "technical.extended", id: "technical-extended", label: "Extended technical details" },
  { name: "technical.about", id: "technical-about", label: "About" },
] as const;

/** Spec section 3 "Technical form fields": rigged, animations, textures, polyCount (required), texts. */
export function TechnicalFields({ control, register, errors }: TechnicalFieldsProps) {
  return (
    <fieldset className="space-y-4">
      <legend className="mb-1.5 text-base font-semibold">Technical details</legend>
      <div className="flex flex-wrap gap-x-6">
        <CheckboxField label="Rigged" {...register("technical.short.rigged")} />
        <CheckboxField label="Animations" {...register("technical.short.animations")} />
        <CheckboxField label="Textures" {...register("technical.short.textures")} />
      </div>
      <TextField
        label="Polygon count"
        placeholder="12,400 tris"
        className="sm:max-w-xs"
        error={errors?.short?.polyCount?.message}
        {...register("technical.short.polyCount")}
      />
      {TEXTS.map((text) => (
        <Controller
          key={text.id}
          control={control}
          name={text.name}
          render={({ field, fieldState }) => (
            <RichTextField id={text.id} label={text.label} {...field} error={fieldState.error?.message} />
          )}
        />
      ))}
    </fieldset>
  );
}
