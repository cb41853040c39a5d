import { describe, expect, it } from "vitest";
import { unbundledFileLookups } from "./bundle-server.mjs";

describe("the server bundle", () => {
  it("names bundled npm packages that look for files beside themselves", () => {
    const code = [
      "// apps/server/src/db/migrations-folder.ts",
      'var migrationsFolder = fileURLToPath(new URL("./migrations", "file:///repo/apps/server/src/db/x.ts"));',
      "// node_modules/some-wasm/index.js",
      'var wasm = readFileSync(new URL("./a.wasm", import.meta.url));',
      "// node_modules/@scope/reads-package/lib/read.js",
      'var pkg = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "package.json")));',
      "// node_modules/viem/_esm/index.js",
      "var client = createClient();",
    ].join("\n");

    expect(unbundledFileLookups(code)).toEqual(["some-wasm", "@scope/reads-package"]);
  });

  it("does not blame the server's own code, whose import.meta the bundler pins to its source file", () => {
    const code = ["// apps/server/src/config.ts", "var here = import.meta.url;"].join("\n");

    expect(unbundledFileLookups(code)).toEqual([]);
  });
});
