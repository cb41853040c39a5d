// Side effects, in this order: the decoders' locations on this origin (before model-viewer reads
// them), the <model-viewer> element, and the Basis transcoder's worker from this origin.
import "@/lib/model-viewer/local-decoders";
import "@google/model-viewer";
import { installSameOriginBasisWorker } from "@/lib/model-viewer/basis-worker";

installSameOriginBasisWorker();
