import { useId, type ComponentPropsWithRef } from "react";
import { cn } from "@/lib/cn";
import { FormField, fieldAria } from "@/ui/form-field";
import { inputClasses } from "@/ui/text-field";

type SelectFieldProps = ComponentPropsWithRef<"select"> & {
  label: string;
  error?: string;
  hint?: string;
  options: readonly { value: string; label: string; disabled?: boolean }[];
  placeholder?: string;
};

export function SelectField({
  label,
  error,
  hint,
  options,
  placeholder,
  className,
  id,
  ...props
}: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <FormField id={selectId} label={label} error={error} hint={hint} className={className}>
      <select
        id={selectId}
        className={cn(inputClasses, "appearance-auto", error && "border-red-500")}
        {...fieldAria(selectId, error, Boolean(hint))}
        {...props}
      >
        {placeholder ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FormField>
  );
}
