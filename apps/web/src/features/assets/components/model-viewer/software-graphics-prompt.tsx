import { Button } from "@/ui/button";
import { CubeIcon } from "@/ui/icons";
import { NftView } from "@/features/assets/components/nft-view";

/**
 * Shown in the Model View, over the asset's image, where the browser draws WebGL on the CPU
 * (webgl-support.ts): the model's first frame would hold the page for seconds, so the visitor
 * chooses to wait for it, as on a phone or laptop without a graphics card they would expect.
 */
export function SoftwareGraphicsPrompt({
  imageUrl,
  name,
  onLoad,
}: {
  imageUrl: string | null;
  name: string;
  onLoad: () => void;
}) {
  return (
    <div className="relative h-full w-full">
      <NftView imageUrl={imageUrl} name={name} />
      <div className="absolute inset-x-3 bottom-3 flex flex-col items-center gap-2 rounded-xl bg-surface-raised/95 p-4 text-center shadow-md sm:inset-x-auto sm:left-1/2 sm:w-96 sm:-translate-x-1/2">
        <p className="flex items-center gap-2 font-semibold">
          <CubeIcon className="size-5 text-fg-muted" />
          3D model ready to load
        </p>
        <p className="text-sm text-fg-muted">
          This browser draws 3D without a graphics card, so the page may pause for a few seconds while the
          model first appears.
        </p>
        <Button size="sm" onClick={onLoad}>
          Show the 3D model
        </Button>
      </div>
    </div>
  );
}
