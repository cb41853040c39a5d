import type { ComponentPropsWithRef } from "react";
import { buttonClasses, type ButtonSize, type ButtonVariant } from "@/ui/button-styles";

type ButtonProps = ComponentPropsWithRef<"button"> & { variant?: ButtonVariant; size?: ButtonSize };

export function Button({ variant, size, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}
