import { zodResolver } from "@hookform/resolvers/zod";
import type { CurrentUser } from "@meshlink/domain/auth/current-user.types";
import { useMutation } from "@tanstack/react-query";
import { useForm, type FieldErrors } from "react-hook-form";
import { register as registerUser } from "@/features/auth/api/auth-api";
import { UserTypeField } from "@/features/auth/components/user-type-field";
import type { PendingRegistration } from "@/features/auth/hooks/auth-context";
import {
  ZRegisterForm,
  type RegisterFormInput,
  type RegisterFormValues,
} from "@/features/auth/register-form.schema";
import { ApiError } from "@/lib/api-error";
import { Button } from "@/ui/button";
import { notify } from "@/ui/notify";
import { TextField } from "@/ui/text-field";

type RegisterFormProps = { wallet: PendingRegistration; onRegistered: (user: CurrentUser) => void };

/** Name, email and account type for the verified wallet (spec section 2 /register). */
export function RegisterForm({ wallet, onRegistered }: RegisterFormProps) {
  const form = useForm<RegisterFormInput, unknown, RegisterFormValues>({
    resolver: zodResolver(ZRegisterForm),
    defaultValues: { name: "", email: "", type: undefined },
  });
  const { errors } = form.formState;

  const mutation = useMutation({
    mutationFn: (values: RegisterFormValues) => registerUser({ ...values, ...wallet }),
    onSuccess: onRegistered,
    onError: (error) => {
      const fields = error instanceof ApiError ? error.fields : {};
      const known = (["name", "email", "type"] as const).filter((name) => fields[name]?.length);
      for (const name of known) form.setError(name, { message: fields[name]?.[0] }, { shouldFocus: true });
      if (known.length === 0) notify.error(error, "Registration failed");
    },
  });

  return (
    <form
      noValidate
      aria-label="Registration"
      className="space-y-5"
      onSubmit={(event) =>
        void form.handleSubmit((values) => mutation.mutate(values), scrollToFirstError)(event)
      }
    >
      <TextField label="Name" autoComplete="name" error={errors.name?.message} {...form.register("name")} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        hint="We send a link to confirm it."
        error={errors.email?.message}
        {...form.register("email")}
      />
      <UserTypeField field={form.register("type")} error={errors.type?.message} />
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={mutation.isPending}>
        {mutation.isPending ? "Registering…" : "Register"}
      </Button>
    </form>
  );
}

// Spec section 5: the first invalid field is scrolled into view (react-hook-form focuses it).
function scrollToFirstError(errors: FieldErrors<RegisterFormInput>) {
  const first = (["name", "email", "type"] as const).find((name) => errors[name]);
  document.querySelector(`[name="${first}"]`)?.scrollIntoView?.({ block: "center", behavior: "smooth" });
}
