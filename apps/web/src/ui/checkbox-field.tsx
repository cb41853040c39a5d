import type { ComponentPropsWithRef } from "react";

type CheckboxFieldProps = Omit<ComponentPropsWithRef<"input">, "type"> & { label: string };

export function CheckboxField({ label, className, ...props }: CheckboxFieldProps) {
  return (
    <label className={`inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm ${className ?? ""}`}>
      <input type="checkbox" className="size-4 rounded border-line accent-indigo-600" {...props} />
      {label}
    </label>
  );
}
