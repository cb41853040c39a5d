import type { CurrentUser } from "@meshlink/domain/auth/current-user.types";
import { ZUpdateProfileRequest } from "@meshlink/domain/user-settings.types";
import type { z } from "zod";

// The request's own rules (spec section 5 messages); the form always sends every field.
export const ZProfileForm = ZUpdateProfileRequest.required();
export type ProfileFormInput = z.input<typeof ZProfileForm>;
export type ProfileFormValues = z.output<typeof ZProfileForm>;

export const PROFILE_FIELDS = ["name", "email", "portfolio", "description"] as const;

export const profileFormFrom = (user: CurrentUser): ProfileFormInput => ({
  name: user.name,
  email: user.email,
  portfolio: user.portfolio ?? "",
  description: user.description ?? "",
});
