import { Link, type LinkProps } from "react-router";
import { buttonClasses, type ButtonSize, type ButtonVariant } from "@/ui/button-styles";

type ButtonLinkProps = LinkProps & { variant?: ButtonVariant; size?: ButtonSize };

export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return (
    <Link
      className={buttonClasses(variant, size, typeof className === "string" ? className : undefined)}
      {...props}
    />
  );
}
