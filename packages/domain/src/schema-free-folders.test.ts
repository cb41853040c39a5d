import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// A browser page that needs a list, a label, a rule or a message must not build zod schemas as it
// starts (docs/decisions/024). So these folders hold no schema and import, by value, only each other:
// what they need from a schema module they import with `import type`, which the compiler erases.
const SCHEMA_FREE = ["constants", "rules", "format", "messages"];
const here = import.meta.dirname;

const sourceFiles = (folder: string) =>
  readdirSync(path.join(here, folder))
    .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
    .map((name) => path.join(here, folder, name));

/**
 * The module specifiers a file imports or re-exports, but for `import type`: under
 * verbatimModuleSyntax even `import { type X }` keeps the module's import at run time.
 */
function valueImports(source: string): string[] {
  const statements = source.matchAll(/^(?:import|export)\s+(type\s+)?[^'";]*?\s*from\s+"([^"]+)"/gm);
  return [...statements].filter(([, typeOnly]) => !typeOnly).map(([, , specifier]) => specifier!);
}

describe("schema-free folders", () => {
  it("reads the imports kept at run time, leaving `import type` out", () => {
    const source = [
      'import { z } from "zod";',
      'import type { Asset } from "../entities/asset.ts";',
      'import { type Listing, isLive } from "./listing.ts";',
      'import { type Only } from "./only-types.ts";',
      'export { THEMES } from "./theme.ts";',
    ].join("\n");
    expect(valueImports(source)).toEqual(["zod", "./listing.ts", "./only-types.ts", "./theme.ts"]);
  });

  it.each(SCHEMA_FREE)("%s imports by value only from the schema-free folders", (folder) => {
    for (const file of sourceFiles(folder)) {
      for (const specifier of valueImports(readFileSync(file, "utf8"))) {
        const target = path.resolve(path.dirname(file), specifier);
        const inside =
          specifier.startsWith(".") &&
          SCHEMA_FREE.some((allowed) => target.startsWith(path.join(here, allowed, path.sep)));
        expect(inside, `${path.relative(here, file)} imports "${specifier}"`).toBe(true);
      }
    }
  });
});
