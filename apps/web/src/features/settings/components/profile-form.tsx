import { zodResolver } from "@hookform/resolvers/zod";
import type { CurrentUser } from "@meshlink/domain/auth/current-user.types";
import { useMutation } from "@tanstack/react-query";
import { useRef } from "react";
import { Controller, useForm } from "react-hook-form";
import { updateProfile } from "@/features/settings/api/settings-api";
import { EmailStatus } from "@/features/settings/components/email-status";
import {
  PROFILE_FIELDS,
  profileFormFrom,
  ZProfileForm,
  type ProfileFormInput,
  type ProfileFormValues,
} from "@/features/settings/profile-form.schema";
import { SETTINGS_TEXTS } from "@/features/settings/settings-texts";
import { ApiError } from "@/lib/api-error";
import { focusFirstInvalid } from "@/lib/focus-first-invalid";
import { Button } from "@/ui/button";
import { notify } from "@/ui/notify";
import { RichTextField } from "@/ui/rich-text-field";
import { inputClasses, TextField } from "@/ui/text-field";
import { cn } from "@/lib/cn";

type ProfileFormProps = { user: CurrentUser; onSaved: (user: CurrentUser) => void };

/** Name, email, portfolio and description (spec section 3 "User"), checked as section 5 says. */
export function ProfileForm({ user, onSaved }: ProfileFormProps) {
  const form = useForm<ProfileFormInput, unknown, ProfileFormValues>({
    resolver: zodResolver(ZProfileForm),
    defaultValues: profileFormFrom(user),
    shouldFocusError: false,
  });
  const { register, control, handleSubmit, formState, reset, setError } = form;
  const { errors } = formState;
  const formRef = useRef<HTMLFormElement>(null);

  const save = useMutation({
    mutationFn: updateProfile,
    onSuccess: (saved) => {
      reset(profileFormFrom(saved));
      onSaved(saved);
      notify.success(SETTINGS_TEXTS.profileSaved);
      if (saved.email !== user.email) notify.info(SETTINGS_TEXTS.verificationSent(saved.email));
    },
    onError: (error) => {
      // The server's refusals about a field (a taken name or email) show under that field.
      const fields = error instanceof ApiError ? error.fields : {};
      const named = PROFILE_FIELDS.filter((field) => fields[field]?.[0]);
      for (const field of named) setError(field, { message: fields[field]![0] }, { shouldFocus: false });
      if (named.length > 0) focusFirstInvalid(formRef.current);
      else notify.error(error, SETTINGS_TEXTS.saveFailed);
    },
  });

  const emailStatusId = "settings-email-status";
  return (
    <form
      ref={formRef}
      aria-label="Profile"
      noValidate
      className="space-y-5"
      onSubmit={(event) =>
        void handleSubmit(
          (values) => save.mutate(values),
          () => focusFirstInvalid(formRef.current),
        )(event)
      }
    >
      <TextField label="Name" autoComplete="nickname" error={errors.name?.message} {...register("name")} />
      <div>
        <label htmlFor="settings-email" className="mb-1.5 block text-sm font-medium">
          Email
        </label>
        <input
          id="settings-email"
          type="email"
          autoComplete="email"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? "settings-email-error" : emailStatusId}
          className={cn(inputClasses, errors.email && "border-red-500 focus-visible:border-red-500")}
          {...register("email")}
        />
        {errors.email ? (
          <p id="settings-email-error" className="mt-1.5 text-sm text-red-600 dark:text-red-400">
            {errors.email.message}
          </p>
        ) : null}
        <EmailStatus user={user} id={emailStatusId} />
      </div>
      <TextField
        label="Portfolio"
        type="url"
        inputMode="url"
        placeholder="https://"
        hint="A link to your work, starting with https://"
        error={errors.portfolio?.message}
        {...register("portfolio")}
      />
      <Controller
        control={control}
        name="description"
        render={({ field, fieldState }) => (
          <RichTextField
            id="settings-description"
            label="Description"
            {...field}
            error={fieldState.error?.message}
            placeholder="Tell studios and creators about yourself"
          />
        )}
      />
      <Button type="submit" className="w-full sm:w-auto" disabled={save.isPending}>
        {save.isPending ? "Saving…" : "Save profile"}
      </Button>
    </form>
  );
}
