import type { Ref } from "react";
import { FormField } from "@/ui/form-field";
import { RichTextEditor } from "@/ui/rich-text-editor";

type RichTextFieldProps = {
  id: string;
  label: string;
  // What a react-hook-form Controller hands its render as `field`.
  value: string | null | undefined;
  onChange: (html: string) => void;
  onBlur: () => void;
  ref: Ref<{ focus: () => void }>;
  error?: string;
  placeholder?: string;
};

/** A labelled rich text editor with its error, for a form field a Controller binds. */
export function RichTextField({
  id,
  label,
  value,
  onChange,
  onBlur,
  ref,
  error,
  placeholder,
}: RichTextFieldProps) {
  return (
    <FormField id={id} label={label} error={error}>
      <RichTextEditor
        id={id}
        label={label}
        value={value ?? ""}
        onChange={onChange}
        onBlur={onBlur}
        error={error}
        placeholder={placeholder}
        ref={ref}
      />
    </FormField>
  );
}
