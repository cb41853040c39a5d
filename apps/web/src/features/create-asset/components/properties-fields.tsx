import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from "react-hook-form";
import { Button } from "@/ui/button";
import { TextField } from "@/ui/text-field";
import type { CreateAssetForm } from "@/features/create-asset/create-asset.schema";

type PropertiesFieldsProps = {
  control: Control<CreateAssetForm>;
  register: UseFormRegister<CreateAssetForm>;
  errors?: FieldErrors<CreateAssetForm>["properties"];
};

/** Name/value traits (spec section 3), added, edited and removed row by row. */
export function PropertiesFields({ control, register, errors }: PropertiesFieldsProps) {
  const { fields, append, remove } = useFieldArray({ control, name: "properties" });
  return (
    <fieldset className="space-y-3">
      <legend className="mb-1.5 text-sm font-medium">Properties</legend>
      {fields.length === 0 ? <p className="text-sm text-fg-muted">No Properties</p> : null}
      {fields.map((field, index) => (
        <div key={field.id} className="grid grid-cols-[1fr_1fr_auto] items-start gap-2">
          <TextField
            label={`Property ${index + 1} name`}
            placeholder="Style"
            error={errors?.[index]?.name?.message}
            {...register(`properties.${index}.name`)}
          />
          <TextField
            label={`Property ${index + 1} value`}
            placeholder="Low poly"
            error={errors?.[index]?.value?.message}
            {...register(`properties.${index}.value`)}
          />
          <Button
            variant="ghost"
            size="icon"
            className="mt-7"
            aria-label={`Remove property ${index + 1}`}
            onClick={() => remove(index)}
          >
            ✕
          </Button>
        </div>
      ))}
      <Button variant="secondary" size="sm" onClick={() => append({ name: "", value: "" })}>
        Add property
      </Button>
    </fieldset>
  );
}
