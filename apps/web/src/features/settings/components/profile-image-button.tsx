import type { CurrentUser } from "@meshlink/domain/auth/current-user.types";
import { IMAGE_ALLOWED_TYPES } from "@meshlink/domain/constants/image-limits";
import type { ProfileImageKind } from "@meshlink/domain/user-settings.types";
import { useId } from "react";
import { CropDialog } from "@/features/settings/components/crop-dialog";
import { useProfileImagePicker } from "@/features/settings/hooks/use-profile-image-picker";
import { cn } from "@/lib/cn";
import { notify } from "@/ui/notify";

/**
 * The owner's upload control on their own profile (spec section 6: only the owner sees it): a small
 * button over the avatar or banner that picks, checks, crops and saves the image as Settings does.
 * A refused file says each problem in its own toast, as the header has no room for them.
 */
export function ProfileImageButton({
  kind,
  onSaved,
  className,
}: {
  kind: ProfileImageKind;
  onSaved: (user: CurrentUser) => void;
  className?: string;
}) {
  const { picked, pick, saving, cancel, save } = useProfileImagePicker(kind, onSaved);
  const id = useId();
  return (
    <div className={className}>
      <input
        id={id}
        type="file"
        accept={IMAGE_ALLOWED_TYPES.join(",")}
        className="peer sr-only"
        disabled={saving}
        onChange={(event) => {
          for (const problem of pick(event.target.files?.[0])) notify.error(problem);
          event.target.value = "";
        }}
      />
      <label
        htmlFor={id}
        className={cn(
          "inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-full bg-black/60 px-3 text-xs font-semibold text-white backdrop-blur-sm hover:bg-black/75",
          "peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-indigo-500 peer-disabled:opacity-50",
        )}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width={14}
          height={14}
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
        >
          <path d="M4 8h3l2-3h6l2 3h3v11H4z" strokeLinejoin="round" />
          <circle cx="12" cy="13" r="3.5" />
        </svg>
        {kind === "avatar" ? "Change avatar" : "Change banner"}
      </label>
      <CropDialog kind={kind} image={picked} saving={saving} onCancel={cancel} onSave={save} />
    </div>
  );
}
