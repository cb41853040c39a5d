import "@/lib/model-viewer/load-model-viewer";
import type { ModelViewerElement } from "@google/model-viewer";
import { modelPreviewPath } from "@meshlink/domain/assets-api.types";
import { useEffect, useRef, useState } from "react";
import { resetCamera } from "@/features/assets/components/model-viewer/camera";
import {
  environmentImage,
  lightingExposure,
  type LightingId,
} from "@/features/assets/components/model-viewer/lighting";
import { LoadingProgress } from "@/features/assets/components/model-viewer/loading-progress";
import { applyShading, type Shading } from "@/features/assets/components/model-viewer/shading";
import { useFullscreen } from "@/features/assets/components/model-viewer/use-fullscreen";
import { useModelStatus } from "@/features/assets/components/model-viewer/use-model-status";
import { ViewerToolbar } from "@/features/assets/components/model-viewer/viewer-toolbar";

const prefersReducedMotion = () => window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;

// Loaded only when the Model View opens (asset-viewer.tsx lazy-imports this module): the viewer
// and three.js are the heaviest code on the page.
export default function ModelView({ previewS3Key, name }: { previewS3Key: string; name: string }) {
  const viewer = useRef<ModelViewerElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const [menuContainer, setMenuContainer] = useState<HTMLDivElement | null>(null);
  const status = useModelStatus(viewer);
  const fullscreen = useFullscreen(container);
  const [reducedMotion] = useState(prefersReducedMotion);
  const [autoRotate, setAutoRotate] = useState(!reducedMotion);
  const [shading, setShading] = useState<Shading>("textured");
  const [lighting, setLighting] = useState<LightingId>("studio");
  const [environment, setEnvironment] = useState("neutral");
  const [animation, setAnimation] = useState<string>();

  useEffect(() => {
    let current = true;
    void environmentImage(lighting).then((image) => {
      if (current) setEnvironment(image);
    });
    return () => {
      current = false;
    };
  }, [lighting]);

  useEffect(() => {
    if (viewer.current && status.phase === "loaded") applyShading(viewer.current, shading);
  }, [shading, status.phase, status.loads]);

  return (
    <div
      ref={(element) => {
        container.current = element;
        setMenuContainer(element);
      }}
      className="flex h-full w-full flex-col bg-surface-muted"
    >
      <div className="relative min-h-0 flex-1">
        <model-viewer
          ref={viewer}
          src={modelPreviewPath(previewS3Key)}
          alt={`3D model of ${name}`}
          camera-controls
          auto-rotate={autoRotate ? true : undefined}
          // The default prompt turns the model until the visitor touches it: motion, and a frame
          // drawn each tick. A visitor who asked for reduced motion gets the still hint.
          interaction-prompt-style={reducedMotion ? "basic" : "wiggle"}
          shadow-intensity="1"
          touch-action="pan-y"
          environment-image={environment}
          exposure={String(lightingExposure(lighting))}
          animation-name={animation ?? status.animations[0]}
          ar
          ar-modes="webxr scene-viewer quick-look"
          data-layout-style
          style={{ width: "100%", height: "100%", background: "transparent" }}
        >
          {/* The page draws its own progress bar and AR button; these empty slots replace model-viewer's. */}
          <div slot="progress-bar" />
          <span slot="ar-button" hidden />
        </model-viewer>
        {status.phase === "loading" ? <LoadingProgress progress={status.progress} /> : null}
        {status.phase === "failed" ? (
          <p
            role="alert"
            className="absolute inset-x-4 top-1/2 -translate-y-1/2 text-center text-sm text-fg-muted"
          >
            The 3D preview could not be loaded.
          </p>
        ) : null}
      </div>
      {/* Shown from the start, so the model's area keeps its size when the model arrives. */}
      {status.phase !== "failed" ? (
        <ViewerToolbar
          autoRotate={autoRotate}
          onAutoRotate={setAutoRotate}
          onResetCamera={() => {
            if (viewer.current) resetCamera(viewer.current);
          }}
          shading={shading}
          wireframe={status.wireframe}
          onShading={setShading}
          lighting={lighting}
          onLighting={setLighting}
          animations={status.animations}
          animation={animation}
          onAnimation={setAnimation}
          playing={status.playing}
          onPlay={(play) => (play ? viewer.current?.play() : viewer.current?.pause())}
          canActivateAR={status.canActivateAR}
          onActivateAR={() => void viewer.current?.activateAR()}
          fullscreen={fullscreen}
          menuContainer={menuContainer}
        />
      ) : null}
    </div>
  );
}
