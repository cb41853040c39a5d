// The range reader's worker thread starts here: plain JavaScript, so it loads the same way under
// `tsx` (npm start), Vitest and plain Node, then lets tsx load the TypeScript it runs.
import { register } from "tsx/esm/api";

register();
await import("./range-reader-worker.ts");
