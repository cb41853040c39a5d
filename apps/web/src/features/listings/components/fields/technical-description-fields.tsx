import type { ListingFieldsInput } from "@meshlink/domain/validation/listing-form";
import { CheckboxField } from "@/ui/checkbox-field";
import { FormField, fieldAria } from "@/ui/form-field";
import { inputClasses, TextField } from "@/ui/text-field";

type Technical = ListingFieldsInput["technicalDescription"];
type Flag = keyof Omit<Technical["short"], "polyCount">;

type TechnicalDescriptionFieldsProps = {
  id: string;
  value: Technical;
  onChange: (value: Technical) => void;
  errors?: { polyCount?: string; extended?: string };
};

const FLAGS: readonly { key: Flag; label: string }[] = [
  { key: "rigged", label: "Rigged" },
  { key: "animations", label: "Animations" },
  { key: "textures", label: "Textures" },
];

/** The technical description of spec section 3: checkboxes, polygon count and details. */
export function TechnicalDescriptionFields({ id, value, onChange, errors }: TechnicalDescriptionFieldsProps) {
  const setShort = (patch: Partial<Technical["short"]>) =>
    onChange({ ...value, short: { ...value.short, ...patch } });
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium">Technical description</legend>
      <div className="flex flex-wrap gap-x-4">
        {FLAGS.map((flag) => (
          <CheckboxField
            key={flag.key}
            label={flag.label}
            checked={value.short[flag.key]}
            onChange={(event) => setShort({ [flag.key]: event.target.checked })}
          />
        ))}
      </div>
      <TextField
        id={`${id}-poly`}
        label="Polygon count"
        value={value.short.polyCount}
        onChange={(event) => setShort({ polyCount: event.target.value })}
        error={errors?.polyCount}
      />
      <FormField id={`${id}-extended`} label="Details" error={errors?.extended}>
        <textarea
          id={`${id}-extended`}
          rows={3}
          className={`${inputClasses} h-auto py-2`}
          {...fieldAria(`${id}-extended`, errors?.extended)}
          value={value.extended}
          onChange={(event) => onChange({ ...value, extended: event.target.value })}
        />
      </FormField>
    </fieldset>
  );
}
