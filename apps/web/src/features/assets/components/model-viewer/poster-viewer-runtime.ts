// The 3D viewer a poster is drawn with (capture-model-poster.ts): the Model View's model-viewer set-up (decoders from
// this origin, the KTX2 worker under the site's policy, docs/decisions/013), loaded only when a
// poster is captured so the create page does not carry three.js until then.
import "@/features/assets/components/model-viewer/local-decoders";
import "@google/model-viewer";
import { installSameOriginBasisWorker } from "@/features/assets/components/model-viewer/basis-worker";

installSameOriginBasisWorker();
