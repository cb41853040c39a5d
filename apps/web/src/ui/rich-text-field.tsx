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
export function RichTextField({ value, error, ...editor }: RichTextFieldProps) {
  return (
    <FormField id={editor.id} label={editor.label} error={error}>
      <RichTextEditor {...editor} value={value ?? ""} error={error} />
    </FormField>
  );
}
