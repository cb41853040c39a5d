import { PROFILE_IMAGE_ASPECT, type ProfileImageKind } from "@meshlink/domain/user-settings.types";
import * as RadixDialog from "@radix-ui/react-dialog";
import { useState } from "react";
import Cropper, { type Point } from "react-easy-crop";
import type { CropArea } from "@/features/settings/crop-image";
import { Button } from "@/ui/button";
import { DialogCloseButton, DialogOverlay } from "@/ui/dialog";

const TITLES: Record<ProfileImageKind, string> = { avatar: "Crop your avatar", banner: "Crop your banner" };
const HINTS: Record<ProfileImageKind, string> = {
  avatar: "Drag to move the image in the circle; zoom with the slider, the wheel or a pinch.",
  banner: "Drag to move the image in the 7:1 frame; zoom with the slider, the wheel or a pinch.",
};

/** A picked image and the object URL it is shown from (made and revoked by the picker). */
export type PickedImage = { file: File; url: string };

type CropDialogProps = {
  kind: ProfileImageKind;
  /** The dialog is open while there is one. */
  image: PickedImage | null;
  saving: boolean;
  onCancel: () => void;
  onSave: (area: CropArea) => void;
};

/**
 * Spec section 5: the avatar crop is square and shown round, the banner's is 7:1. The crop area
 * takes focus and moves with the arrow keys (react-easy-crop), the zoom is a range input.
 */
export function CropDialog({ kind, image, saving, onCancel, onSave }: CropDialogProps) {
  return (
    <RadixDialog.Root open={image !== null} onOpenChange={(open) => !open && !saving && onCancel()}>
      <RadixDialog.Portal>
        <DialogOverlay />
        <RadixDialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-line bg-surface-raised p-4 text-fg shadow-2xl sm:p-6">
          <div className="flex items-start justify-between gap-4">
            <RadixDialog.Title className="text-lg font-semibold">{TITLES[kind]}</RadixDialog.Title>
            <DialogCloseButton disabled={saving} />
          </div>
          <RadixDialog.Description className="mt-1 text-sm text-fg-muted">
            {HINTS[kind]}
          </RadixDialog.Description>
          {image ? (
            <CropEditor
              key={image.url}
              kind={kind}
              url={image.url}
              saving={saving}
              onCancel={onCancel}
              onSave={onSave}
            />
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

// Keyed by the image, so each picked image starts uncropped and unzoomed.
function CropEditor({
  kind,
  url,
  saving,
  onCancel,
  onSave,
}: Omit<CropDialogProps, "image"> & { url: string }) {
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<CropArea | null>(null);
  return (
    <>
      <div className="relative mt-4 h-64 overflow-hidden rounded-xl bg-slate-900 sm:h-80">
        <Cropper
          image={url}
          crop={crop}
          zoom={zoom}
          aspect={PROFILE_IMAGE_ASPECT[kind]}
          cropShape={kind === "avatar" ? "round" : "rect"}
          showGrid={false}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_, pixels) => setArea(pixels)}
          cropperProps={{ role: "group", "aria-label": `${TITLES[kind]}: the arrow keys move the image` }}
        />
      </div>
      <label className="mt-4 flex items-center gap-3 text-sm font-medium">
        Zoom
        <input
          type="range"
          min={1}
          max={3}
          step={0.05}
          value={zoom}
          onChange={(event) => setZoom(Number(event.target.value))}
          className="w-full accent-indigo-600"
        />
      </label>
      <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button onClick={() => area && onSave(area)} disabled={saving || !area}>
          {saving ? "Uploading…" : `Save ${kind}`}
        </Button>
      </div>
    </>
  );
}
