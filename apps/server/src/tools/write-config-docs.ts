import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { repoRoot } from "../config.ts";
import { envExample, withConfigTable } from "./config-docs.ts";

const readmePath = path.join(repoRoot, "README.md");
writeFileSync(readmePath, withConfigTable(readFileSync(readmePath, "utf8")));
writeFileSync(path.join(repoRoot, ".env.example"), envExample());
console.log("README.md configuration table and .env.example written from apps/server/src/config.ts");
