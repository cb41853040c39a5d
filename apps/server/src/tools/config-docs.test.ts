import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { configVariables, repoRoot } from "../config.ts";
import { envExample, withConfigTable } from "./config-docs.ts";

describe("configuration docs", () => {
  it("README.md shows the table generated from the config schema (run `npm run docs:config`)", () => {
    const readme = readFileSync(path.join(repoRoot, "README.md"), "utf8");
    expect(withConfigTable(readme)).toBe(readme);
    for (const v of configVariables) expect(readme).toContain(`| \`${v.name}\` |`);
  });

  it(".env.example lists every variable with its default (run `npm run docs:config`)", () => {
    expect(readFileSync(path.join(repoRoot, ".env.example"), "utf8")).toBe(envExample());
  });

  it("refuses a README without the markers", () => {
    expect(() => withConfigTable("# no table")).toThrow(/markers/);
  });
});
