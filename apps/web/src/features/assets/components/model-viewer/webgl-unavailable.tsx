import { Button } from "@/ui/button";
import { CubeIcon } from "@/ui/icons";

/** Shown in the Model View where the browser cannot draw WebGL (webgl-support.ts). */
export function WebGLUnavailable({ onShowImage }: { onShowImage: () => void }) {
  return (
    <div role="alert" className="flex h-full flex-col items-center justify-center gap-3 p-6 text-center">
      <CubeIcon className="size-10 text-fg-muted" />
      <p className="font-semibold">3D preview unavailable: WebGL is turned off</p>
      <p className="max-w-sm text-sm text-fg-muted">
        This browser cannot draw 3D graphics (WebGL is off or not supported), so the model cannot be shown.
        Turn on hardware acceleration in the browser&apos;s settings, or open this page in another browser.
      </p>
      <Button variant="secondary" size="sm" onClick={onShowImage}>
        Show the image instead
      </Button>
    </div>
  );
}
