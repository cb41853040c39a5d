import type { Ref } from "react";
import { TextField } from "@/ui/text-field";
import { ROYALTY_PERCENT_MAX, isRoyaltyInputAccepted } from "@meshlink/domain/constants/royalty";

type RoyaltyFieldProps = {
  id: string;
  value: unknown;
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
};

/** The royalty percent; keystrokes that would exceed 100 are refused (spec section 5). */
export function RoyaltyField({ id, value, onChange, onBlur, inputRef, error }: RoyaltyFieldProps) {
  return (
    <TextField
      id={id}
      label="Royalty fee (%)"
      inputMode="decimal"
      placeholder="e.g. 5.5"
      hint={`Up to ${ROYALTY_PERCENT_MAX}%`}
      value={typeof value === "string" || typeof value === "number" ? String(value) : ""}
      onChange={(event) => {
        if (isRoyaltyInputAccepted(event.target.value)) onChange(event.target.value);
      }}
      onBlur={onBlur}
      ref={inputRef}
      error={error}
    />
  );
}
