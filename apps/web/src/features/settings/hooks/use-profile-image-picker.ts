import type { CurrentUser } from "@meshlink/domain/auth/current-user.types";
import type { ProfileImageKind } from "@meshlink/domain/user-settings.types";
import { imageProblems } from "@meshlink/domain/validation/image-upload";
import { useEffect, useState } from "react";
import type { PickedImage } from "@/features/settings/components/crop-dialog";
import { useSaveProfileImage } from "@/features/settings/hooks/use-save-profile-image";

/**
 * Picking an avatar or banner: the file's size and type checked before anything is uploaded
 * (spec section 5, each problem reported separately), a good file held for the crop, then cropped,
 * uploaded and saved.
 */
export function useProfileImagePicker(kind: ProfileImageKind, onSaved: (user: CurrentUser) => void) {
  const [problems, setProblems] = useState<string[]>([]);
  const [picked, setPicked] = useState<PickedImage | null>(null);
  // The object URL lives as long as its image is the picked one.
  useEffect(() => (picked ? () => URL.revokeObjectURL(picked.url) : undefined), [picked]);
  const save = useSaveProfileImage(kind, (saved) => {
    setPicked(null);
    onSaved(saved);
  });
  const pick = (file: File | undefined) => {
    if (!file) return [];
    const found = imageProblems(file);
    setProblems(found);
    if (found.length === 0) setPicked({ file, url: URL.createObjectURL(file) });
    return found;
  };
  return {
    problems,
    picked,
    pick,
    saving: save.isPending,
    cancel: () => setPicked(null),
    save: (area: Parameters<typeof save.mutate>[0]["area"]) =>
      picked && save.mutate({ file: picked.file, area }),
  };
}
