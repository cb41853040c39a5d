import { decoderLocations } from "@/lib/model-viewer/decoder-locations";

type ModelViewerGlobal = { ModelViewerElement?: Record<string, unknown> };

// model-viewer reads this global object in each element's constructor and points its loaders at
// the CDN when a location is missing, so it is set before the first element is created: import
// this module before @google/model-viewer.
const scope = globalThis as ModelViewerGlobal;
scope.ModelViewerElement = { ...scope.ModelViewerElement, ...decoderLocations };
