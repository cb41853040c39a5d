import "@/features/assets/components/model-viewer/local-decoders";
import "@google/model-viewer";
import { installSameOriginBasisWorker } from "@/features/assets/components/model-viewer/basis-worker";
import { modelPreviewPath } from "@meshlink/domain/assets-api.types";
import { useEffect, useRef, useState } from "react";

installSameOriginBasisWorker();

// Loaded only when the Model View opens (asset-viewer.tsx lazy-imports this module): the viewer
// and three.js are the heaviest code on the page.
export default function ModelView({ previewS3Key, name }: { previewS3Key: string; name: string }) {
  const ref = useRef<HTMLElement>(null);
  const [state, setState] = useState<"loading" | "loaded" | "failed">("loading");

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onLoad = () => setState("loaded");
    const onError = () => setState("failed");
    element.addEventListener("load", onLoad);
    element.addEventListener("error", onError);
    return () => {
      element.removeEventListener("load", onLoad);
      element.removeEventListener("error", onError);
    };
  }, []);

  return (
    <div className="relative h-full w-full">
      <model-viewer
        ref={ref}
        src={modelPreviewPath(previewS3Key)}
        alt={`3D preview of ${name}`}
        camera-controls
        auto-rotate
        shadow-intensity="1"
        touch-action="pan-y"
        style={{ width: "100%", height: "100%", background: "transparent" }}
      />
      {state !== "loaded" ? (
        <p
          role={state === "failed" ? "alert" : "status"}
          className="pointer-events-none absolute inset-x-0 bottom-4 text-center text-sm text-fg-muted"
        >
          {state === "failed" ? "The 3D preview could not be loaded." : "Loading 3D preview…"}
        </p>
      ) : null}
    </div>
  );
}
