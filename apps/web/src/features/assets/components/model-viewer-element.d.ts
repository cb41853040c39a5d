import type { ModelViewerElement } from "@google/model-viewer";
import type { DetailedHTMLProps, HTMLAttributes } from "react";

// JSX typing for the <model-viewer> custom element (@google/model-viewer registers it on import);
// the attributes the Model View sets, as model-viewer documents them.
type ModelViewerAttributes = DetailedHTMLProps<HTMLAttributes<ModelViewerElement>, ModelViewerElement> & {
  src?: string;
  alt?: string;
  poster?: string;
  loading?: "auto" | "lazy" | "eager";
  "camera-controls"?: boolean;
  "auto-rotate"?: boolean;
  "interaction-prompt-style"?: "wiggle" | "basic";
  "shadow-intensity"?: string;
  "touch-action"?: string;
  "environment-image"?: string;
  exposure?: string;
  "animation-name"?: string;
  ar?: boolean;
  "ar-modes"?: string;
};

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "model-viewer": ModelViewerAttributes;
    }
  }
}
