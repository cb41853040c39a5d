import path from "node:path";
import { repoRoot } from "../config.ts";

// Test corpora written elsewhere (real glTF models, zips from other tools) live in shared/, which sits
// beside the repository both on developer machines and in CI's fresh clone.
export const sharedTestdata = path.resolve(repoRoot, "..", "shared", "testdata");
