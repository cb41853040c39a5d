import { MARKDOWN_MAX_LENGTH } from "@meshlink/domain/constants/text-limits";
import { useId, type ComponentPropsWithRef } from "react";
import { cn } from "@/lib/cn";
import { FormField, fieldAria } from "@/ui/form-field";
import { inputClasses } from "@/ui/text-field";

type MarkdownAreaProps = ComponentPropsWithRef<"textarea"> & {
  label: string;
  error?: string;
  value: string;
  maxLength?: number;
};

/** A markdown text area, 5000 characters by default (spec section 5), with the count left. */
export function MarkdownArea({
  label,
  error,
  value,
  maxLength = MARKDOWN_MAX_LENGTH,
  id,
  className,
  ...props
}: MarkdownAreaProps) {
  const generated = useId();
  const areaId = id ?? generated;
  return (
    <FormField
      id={areaId}
      label={label}
      error={error}
      hint={`Markdown supported. ${maxLength - value.length} characters left`}
      className={className}
    >
      <textarea
        id={areaId}
        rows={6}
        maxLength={maxLength}
        value={value}
        className={cn(inputClasses, "h-auto min-h-32 py-2 font-mono", error && "border-red-500")}
        {...fieldAria(areaId, error, true)}
        {...props}
      />
    </FormField>
  );
}
