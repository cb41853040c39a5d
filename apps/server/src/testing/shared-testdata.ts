import path from "node:path";
import { repoRoot } from "../config.ts";

// Test corpora written elsewhere (real glTF models, zips from other tools), kept in the repository
// with their sources and licences (testdata/*/README.md) so a fresh clone passes its tests alone.
export const sharedTestdata = path.resolve(repoRoot, "testdata");
