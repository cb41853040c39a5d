import type { UserType } from "@meshlink/domain/constants/user-types";

const TYPE_LABELS: Record<UserType, string> = { creator: "Creator", studio: "Studio", admin: "Admin" };

/** A user's type (spec section 1: creator, studio, admin) beside their name. */
export function UserTypeBadge({ type }: { type: UserType }) {
  return (
    <span className="shrink-0 rounded-full bg-indigo-500/10 px-2.5 py-0.5 text-xs font-semibold text-indigo-700 dark:text-indigo-300">
      {TYPE_LABELS[type]}
    </span>
  );
}
