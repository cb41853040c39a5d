import { z } from "zod";

// Spec section 1 and 3: every user is one of these.
const USER_TYPES = ["creator", "studio", "admin"] as const;
export const ZUserType = z.enum(USER_TYPES);
export type UserType = z.infer<typeof ZUserType>;

// Spec section 2: the user list filter. Admins are not offered as a filter.
export const USER_TYPE_FILTER_OPTIONS = [
  { value: "all", label: "All" },
  { value: "studio", label: "Studio" },
  { value: "creator", label: "Creator" },
] as const;
export const ZUserTypeFilter = z.enum(["all", "studio", "creator"]);
export type UserTypeFilter = z.infer<typeof ZUserTypeFilter>;
