// @ts-check
// Web-only lint rules, imported by the root eslint.config.js.
import { readdirSync } from "node:fs";
import path from "node:path";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

const webDir = import.meta.dirname;
const src = path.join(webDir, "src");
const features = readdirSync(path.join(src, "features"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Import direction (STYLE.md, bulletproof-react): app → features → ui/lib; a feature never imports
// another feature; ui and lib never import features or app; lib never imports ui.
// Zones match resolved file paths, so "@/…" alias imports and relative imports are both caught.
const importZones = [
  ...features.map((feature) => ({
    target: path.join(src, "features", feature),
    from: path.join(src, "features"),
    except: [`./${feature}`],
    message: "Features must not import other features; move shared code down to src/ui or src/lib.",
  })),
  {
    target: [path.join(src, "ui"), path.join(src, "lib")],
    from: [path.join(src, "features"), path.join(src, "app")],
    message: "src/ui and src/lib are shared layers: they must not import features or app.",
  },
  {
    target: path.join(src, "lib"),
    from: path.join(src, "ui"),
    message: "src/lib must not import src/ui.",
  },
];

export default [
  {
    files: ["apps/web/src/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [
        createNodeResolver({
          tsconfig: { configFile: path.join(webDir, "tsconfig.json") },
          extensions: [".ts", ".tsx", ".js", ".jsx", ".json"],
        }),
      ],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: importZones }],
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: "(^|/)index(\\.tsx?)?$", message: "No barrel index files: import the module itself." },
          ],
        },
      ],
    },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    ...reactHooks.configs.flat["recommended-latest"],
  },
];
