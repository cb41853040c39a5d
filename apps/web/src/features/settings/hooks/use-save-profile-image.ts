import type { CurrentUser } from "@meshlink/domain/auth/current-user.types";
import { ERROR_MESSAGES } from "@meshlink/domain/messages/errors";
import { SUCCESS_MESSAGES } from "@meshlink/domain/messages/successes";
import type { ProfileImageKind } from "@meshlink/domain/user-settings.types";
import { imageProblems } from "@meshlink/domain/validation/image-upload";
import { useMutation } from "@tanstack/react-query";
import { saveProfileImage } from "@/features/settings/api/settings-api";
import { cropImage, type CropArea } from "@/features/settings/crop-image";
import { uploadImage } from "@/lib/upload-image";
import { notify } from "@/ui/notify";

/** Spec section 7: crop, upload (POST /api/upload), then save the key as the avatar or banner. */
export function useSaveProfileImage(kind: ProfileImageKind, onSaved: (user: CurrentUser) => void) {
  return useMutation({
    mutationFn: async ({ file, area }: { file: File; area: CropArea }) => {
      const cropped = await cropImage(file, area, kind);
      const problems = imageProblems(cropped);
      if (problems.length > 0) throw new Error(problems.join(" "));
      const { key } = await uploadImage(cropped);
      return saveProfileImage(kind, key);
    },
    onSuccess: (user) => {
      onSaved(user);
      notify.success(SUCCESS_MESSAGES.imageUploaded);
    },
    onError: (error) => notify.error(error, ERROR_MESSAGES.uploadFailed),
  });
}
