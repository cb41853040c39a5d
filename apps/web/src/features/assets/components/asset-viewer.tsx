import type { AssetDetails } from "@meshlink/domain/assets-api.types";
import { hasArchiveEntries } from "@meshlink/domain/entities/archive-structure";
import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { afterNextPaint } from "@/lib/after-next-paint";
import { cn } from "@/lib/cn";
import { Skeleton } from "@/ui/skeleton";
import { ArchiveView } from "@/features/assets/components/archive-view";
import { SoftwareGraphicsPrompt } from "@/features/assets/components/model-viewer/software-graphics-prompt";
import { graphicsSupport, knownGraphics, type Graphics } from "@/lib/model-viewer/webgl-support";
import { WebGLUnavailable } from "@/features/assets/components/model-viewer/webgl-unavailable";
import { NftView } from "@/features/assets/components/nft-view";
import { ASSET_VIEWS } from "@meshlink/domain/constants/asset-modes";

const ModelView = lazy(() => import("@/features/assets/components/model-view"));

const VIEWS = ASSET_VIEWS.map((view) => view.label);
type View = (typeof ASSET_VIEWS)[number]["label"];

type AssetViewerProps = Pick<AssetDetails, "name" | "imageUrl" | "previewS3Key" | "filesMetadata">;

/**
 * Spec section 2: the large viewer; its view selector shows only when the asset has file metadata.
 * An asset's 3D model is what a marketplace of 3D assets sells, so the Model View opens first when
 * there is a model (and the selector, which keeps the Nft View one click away).
 */
export function AssetViewer({ name, imageUrl, previewS3Key, filesMetadata }: AssetViewerProps) {
  const showSelector = hasArchiveEntries(filesMetadata);
  const [view, setView] = useState<View>(showSelector && previewS3Key ? "Model View" : "Nft View");
  // Where WebGL is drawn on the CPU, the model waits for the visitor's go (software-graphics-prompt).
  const [modelWanted, setModelWanted] = useState(false);
  // Probing WebGL creates a context, which holds a phone's thread for ~100 ms: after the first
  // paint, which shows the asset's image meanwhile. Once per document.
  const [graphics, setGraphics] = useState<Graphics | undefined>(knownGraphics);
  useEffect(() => {
    if (graphics === undefined) return afterNextPaint(() => setGraphics(graphicsSupport()));
  }, [graphics]);
  const baseId = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  // Tabs pattern: arrow keys move between the views, Home/End jump to the ends.
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: VIEWS.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = (next + VIEWS.length) % VIEWS.length;
    setView(VIEWS[target]!);
    tabs.current[target]?.focus();
  };

  const current = showSelector ? view : "Nft View";
  return (
    <div className="flex flex-col gap-3">
      {showSelector ? (
        <div
          role="tablist"
          aria-label="Asset views"
          className="flex gap-1 self-start rounded-xl bg-surface-muted p-1"
        >
          {VIEWS.map((label, index) => (
            <button
              key={label}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${index}`}
              aria-selected={current === label}
              aria-controls={`${baseId}-panel`}
              tabIndex={current === label ? 0 : -1}
              onClick={() => setView(label)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cn(
                "rounded-lg px-3 py-1.5 text-sm font-medium whitespace-nowrap",
                current === label ? "bg-surface-raised shadow-sm" : "text-fg-muted hover:text-fg",
              )}
            >
              {label}
            </button>
          ))}
        </div>
      ) : null}
      <div
        id={`${baseId}-panel`}
        role={showSelector ? "tabpanel" : undefined}
        aria-labelledby={showSelector ? `${baseId}-tab-${VIEWS.indexOf(current)}` : undefined}
        className="aspect-square w-full overflow-hidden rounded-2xl border border-line bg-surface-muted"
      >
        {current === "Nft View" ? <NftView imageUrl={imageUrl} name={name} /> : null}
        {current === "Model View" ? (
          !previewS3Key ? (
            <p className="grid h-full place-items-center text-sm text-fg-muted">No preview model provided.</p>
          ) : graphics === undefined ? (
            <NftView imageUrl={imageUrl} name={name} />
          ) : graphics === "none" ? (
            <WebGLUnavailable onShowImage={() => setView("Nft View")} />
          ) : graphics === "software" && !modelWanted ? (
            <SoftwareGraphicsPrompt imageUrl={imageUrl} name={name} onLoad={() => setModelWanted(true)} />
          ) : (
            <Suspense fallback={<Skeleton className="h-full w-full" />}>
              <ModelView key={previewS3Key} previewS3Key={previewS3Key} name={name} />
            </Suspense>
          )
        ) : null}
        {current === "Archive View" && filesMetadata ? (
          <ArchiveView nodes={filesMetadata.archiveStructure} />
        ) : null}
      </div>
    </div>
  );
}
