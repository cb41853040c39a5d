import type { CurrentUser } from "@meshlink/domain/auth/current-user.types";
import { IMAGE_ALLOWED_TYPES } from "@meshlink/domain/constants/image-limits";
import type { ProfileImageKind } from "@meshlink/domain/user-settings.types";
import { CropDialog } from "@/features/settings/components/crop-dialog";
import { useProfileImagePicker } from "@/features/settings/hooks/use-profile-image-picker";
import { buttonClasses } from "@/ui/button-styles";
import { cn } from "@/lib/cn";
import { renditionUrl } from "@/lib/image-srcset";
import { UserIcon } from "@/ui/icons";

const LABELS: Record<ProfileImageKind, string> = { avatar: "Avatar", banner: "Banner" };
// The preview's rendition: the avatar at 96 CSS px, the banner across the settings column (2x).
const PREVIEW: Record<ProfileImageKind, { width: number; height?: number }> = {
  avatar: { width: 192, height: 192 },
  banner: { width: 1536 },
};

type ProfileImageFieldProps = {
  kind: ProfileImageKind;
  user: CurrentUser;
  onSaved: (user: CurrentUser) => void;
};

/**
 * The current avatar (round) or banner (7:1), and a file picker. Size and type are checked before
 * anything is uploaded and reported separately (spec section 5); a good file opens the crop.
 */
export function ProfileImageField({ kind, user, onSaved }: ProfileImageFieldProps) {
  const { problems, picked, pick, saving, cancel, save } = useProfileImagePicker(kind, onSaved);
  const inputId = `settings-${kind}`;
  const errorId = `${inputId}-error`;
  const url = kind === "avatar" ? user.avatarUrl : user.bannerUrl;
  const label = LABELS[kind];

  const avatar = kind === "avatar";
  // Label first, then the picture, then its picker; the avatar's picture stands beside the two.
  return (
    <div className={cn("grid gap-3", avatar && "grid-cols-[6rem_1fr] gap-x-4 gap-y-1")}>
      <div className={cn(avatar && "col-start-2 row-start-1 self-end")}>
        <p className="text-sm font-medium">{label}</p>
        <p className="mt-0.5 text-sm text-fg-muted">
          {avatar ? "Square, shown round." : "Seven times as wide as it is tall."} PNG, JPEG, GIF, WEBP or
          SVG, up to 8 MB.
        </p>
      </div>
      <div
        className={cn(
          "overflow-hidden border border-line bg-surface-muted",
          avatar
            ? "col-start-1 row-span-2 row-start-1 grid size-24 place-items-center self-center rounded-full"
            : "aspect-[7/1] w-full rounded-xl",
        )}
      >
        {url ? (
          <img
            src={renditionUrl(url, PREVIEW[kind])}
            alt={`Your ${kind}`}
            className="size-full object-cover"
          />
        ) : avatar ? (
          <UserIcon width={36} height={36} className="text-fg-muted" aria-hidden="true" />
        ) : null}
      </div>
      <div className={cn(avatar && "col-start-2 row-start-2")}>
        <input
          id={inputId}
          type="file"
          accept={IMAGE_ALLOWED_TYPES.join(",")}
          className="peer sr-only"
          aria-invalid={problems.length > 0 ? true : undefined}
          aria-describedby={problems.length > 0 ? errorId : undefined}
          disabled={saving}
          onChange={(event) => {
            pick(event.target.files?.[0]);
            // Picking the same file again after a cancel must still open the crop.
            event.target.value = "";
          }}
        />
        <label
          htmlFor={inputId}
          className={buttonClasses(
            "secondary",
            "sm",
            "mt-1 cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-indigo-500 peer-disabled:opacity-50",
          )}
        >
          {url ? `Change ${kind}` : `Choose ${kind}`}
        </label>
        {problems.length > 0 ? (
          <div id={errorId} className="mt-1.5 space-y-0.5 text-sm text-red-600 dark:text-red-400">
            {problems.map((problem) => (
              <p key={problem}>{problem}</p>
            ))}
          </div>
        ) : null}
      </div>
      <CropDialog kind={kind} image={picked} saving={saving} onCancel={cancel} onSave={save} />
    </div>
  );
}
