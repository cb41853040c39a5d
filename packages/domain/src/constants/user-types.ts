// Spec section 1 and 3: every user is one of these.
export const USER_TYPES = ["creator", "studio", "admin"] as const;
export type UserType = (typeof USER_TYPES)[number];

// Spec section 2: the user list filter. Admins are not offered as a filter.
export const USER_TYPE_FILTER_OPTIONS = [
  { value: "all", label: "All" },
  { value: "studio", label: "Studio" },
  { value: "creator", label: "Creator" },
] as const;
export type UserTypeFilter = (typeof USER_TYPE_FILTER_OPTIONS)[number]["value"];
