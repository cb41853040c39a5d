import {
  CUSTOM_EXPIRATION_OPTION,
  EXPIRATION_CHOICES,
  HOUR_MS,
} from "@meshlink/domain/constants/expiration-choices";
import { FormField } from "@/ui/form-field";
import { inputClasses, TextField } from "@/ui/text-field";
import type { Clock, ExpirationInput } from "@meshlink/domain/rules/expiration";

const pad = (value: number) => String(value).padStart(2, "0");
/** A `datetime-local` value in the browser's zone. */
const toLocalInput = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;

const expirationOptions = [
  ...EXPIRATION_CHOICES.map((choice, index) => ({ value: String(index), label: choice.label })),
  CUSTOM_EXPIRATION_OPTION,
];

type ExpirationFieldProps = {
  id: string;
  value: ExpirationInput;
  onChange: (value: ExpirationInput) => void;
  error?: string;
  now: Clock;
};

/** The durations of spec section 9, or a custom date and time (section 5). */
export function ExpirationField({ id, value, onChange, error, now }: ExpirationFieldProps) {
  const selectValue = value.kind === "custom" ? CUSTOM_EXPIRATION_OPTION.value : String(value.index);
  return (
    <div className="flex flex-col gap-2">
      <FormField id={id} label="Expiration" error={value.kind === "custom" ? undefined : error}>
        <select
          id={id}
          className={`${inputClasses} appearance-auto`}
          value={selectValue}
          onChange={(event) =>
            onChange(
              event.target.value === CUSTOM_EXPIRATION_OPTION.value
                ? { kind: "custom", date: new Date(now().getTime() + HOUR_MS) }
                : { kind: "choice", index: Number(event.target.value) },
            )
          }
        >
          {expirationOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </FormField>
      {value.kind === "custom" ? (
        <TextField
          id={`${id}-custom`}
          label="Expiration date and time"
          type="datetime-local"
          value={Number.isNaN(value.date.getTime()) ? "" : toLocalInput(value.date)}
          onChange={(event) => onChange({ kind: "custom", date: new Date(event.target.value) })}
          error={error}
        />
      ) : null}
    </div>
  );
}
