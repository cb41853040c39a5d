#!/usr/bin/env node
// Lists exports that no other file imports, in the apps' and packages' sources: an export is a
// promise that someone uses it, and one nobody uses is dead code or should not be exported.
// Part of `npm run check`. Reads every TypeScript file's imports and exports with the compiler's
// parser (no type checking: it takes seconds); tests, benches, e2e and scripts count as users.
// `--list` prints every unused export; without it, exit 1 when any is found.
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
/** Where exports must have a user. */
const CHECKED = ["apps/server/src", "apps/web/src", "packages/domain/src", "packages/contracts/src"];
/** Where users may be. */
const SCANNED = [...CHECKED, "apps/web", "apps/server", "packages/contracts", "bench", "e2e", "scripts"];
const SKIP_DIRS = new Set(["node_modules", "dist", "artifacts", "cache", "coverage", ".tmp", "data"]);
const SOURCE = /\.(ts|tsx|mts|mjs)$/;
/** Modules whose exports are read by a tool, not imported: configs, generated bindings, workers. */
const TOOL_READ = [/vite\.config\.ts$/, /vitest[^/]*\.ts$/, /playwright\.config\.ts$/, /\/generated\.ts$/];

function walk(dir, files = []) {
  if (!existsSync(dir)) return files;
  for (const name of readdirSync(dir)) {
    if (SKIP_DIRS.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, files);
    else if (SOURCE.test(name) && !name.endsWith(".d.ts")) files.push(path);
  }
  return files;
}

const files = [...new Set(SCANNED.flatMap((dir) => walk(join(root, dir))))];
const known = new Set(files);
/** Workspace package name → folder, for `@meshlink/<name>/…` specifiers. */
const workspaces = new Map(
  ["apps", "packages"].flatMap((group) =>
    readdirSync(join(root, group)).flatMap((name) => {
      const manifest = join(root, group, name, "package.json");
      if (!existsSync(manifest)) return [];
      return [[JSON.parse(readFileSync(manifest, "utf8")).name, join(root, group, name)]];
    }),
  ),
);

/** The file a module specifier names, from `from`: relative paths, @/ (web) and @meshlink/* packages. */
function resolveSpecifier(from, specifier) {
  let base;
  if (specifier.startsWith(".")) base = resolve(dirname(from), specifier);
  else if (specifier.startsWith("@/")) base = join(root, "apps/web/src", specifier.slice(2));
  else if (specifier.startsWith("@meshlink/")) {
    const [scope, pkg, ...rest] = specifier.split("/");
    const dir = workspaces.get(`${scope}/${pkg}`);
    if (!dir) return undefined;
    // Packages export "./*" as "./src/*.ts"; the server is imported by its own paths.
    const direct = join(dir, ...rest);
    base = existsSync(direct) || existsSync(`${direct}.ts`) ? direct : join(dir, "src", ...rest);
  } else return undefined;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")];
  if (/\.(js|mjs)$/.test(base)) candidates.push(base.replace(/\.m?js$/, ".ts"));
  return candidates.find((candidate) => known.has(candidate));
}

// A file named in a string (a bundler entry, a worker, a dynamic import by path) is read whole.
const namedInStrings = new Set();
const specifiers = new Set();
const exportsOf = new Map(); // file → Map(name → line)
const used = new Map(); // file → Set(name) | "*"
const use = (file, name) => {
  if (!file) return;
  const names = used.get(file) ?? new Set();
  used.set(file, names);
  names.add(name);
};

for (const file of files) {
  const text = readFileSync(file, "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const exported = new Map();
  const line = (node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const isExported = (node) =>
    ts.getCombinedModifierFlags(node) & ts.ModifierFlags.Export ||
    node.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

  const visit = (node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) {
      const target = node.moduleSpecifier && resolveSpecifier(file, node.moduleSpecifier.text);
      const clause = ts.isImportDeclaration(node) ? node.importClause : undefined;
      if (ts.isImportDeclaration(node)) {
        if (!clause) use(target, "*side-effect");
        if (clause?.name) use(target, "default");
        const bindings = clause?.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) use(target, "*");
        if (bindings && ts.isNamedImports(bindings))
          for (const el of bindings.elements) use(target, (el.propertyName ?? el.name).text);
      } else if (target) {
        // export { a } from "./x" / export * from "./x": the re-exporter's users are x's users.
        if (!node.exportClause) use(target, "*");
        else if (ts.isNamedExports(node.exportClause))
          for (const el of node.exportClause.elements) {
            use(target, (el.propertyName ?? el.name).text);
            exported.set(el.name.text, line(el));
          }
      } else if (node.exportClause && ts.isNamedExports(node.exportClause)) {
        for (const el of node.exportClause.elements) exported.set(el.name.text, line(el));
      }
      return; // its module specifier is a user of that module, not a file named in a string
    } else if (
      ts.isCallExpression(node) &&
      node.arguments.length > 0 &&
      ts.isStringLiteralLike(node.arguments[0]) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) &&
          ["require", "importActual", "importOriginal"].includes(node.expression.text)) ||
        (ts.isPropertyAccessExpression(node.expression) &&
          ["mock", "doMock", "importActual", "resolve"].includes(node.expression.name.text)))
    ) {
      // import("./x"), vi.mock("./x"), require.resolve: whatever the module exports may be read.
      use(resolveSpecifier(file, node.arguments[0].text), "*");
      specifiers.add(node.arguments[0]);
    } else if (
      ts.isNewExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === "URL" &&
      node.arguments?.[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      use(resolveSpecifier(file, node.arguments[0].text), "*");
      specifiers.add(node.arguments[0]);
    }
    if (
      (ts.isFunctionDeclaration(node) ||
        ts.isClassDeclaration(node) ||
        ts.isInterfaceDeclaration(node) ||
        ts.isTypeAliasDeclaration(node) ||
        ts.isEnumDeclaration(node)) &&
      isExported(node)
    ) {
      const isDefault = node.modifiers?.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);
      exported.set(isDefault ? "default" : (node.name?.text ?? "default"), line(node));
    }
    if (ts.isVariableStatement(node) && isExported(node)) {
      for (const declaration of node.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name)) exported.set(declaration.name.text, line(declaration));
      }
    }
    if (ts.isExportAssignment(node)) exported.set("default", line(node));
    if (ts.isStringLiteralLike(node) && !specifiers.has(node) && /[\w.-]+\.(ts|tsx|mjs)$/.test(node.text)) {
      namedInStrings.add(node.text.split("/").at(-1));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  exportsOf.set(file, exported);
}

const unused = [];
for (const [file, exported] of exportsOf) {
  const rel = relative(root, file);
  if (!CHECKED.some((dir) => rel.startsWith(`${dir}/`))) continue;
  if (/\.test\.tsx?$/.test(rel) || TOOL_READ.some((pattern) => pattern.test(rel))) continue;
  const names = used.get(file);
  if (names?.has("*") || namedInStrings.has(file.split("/").at(-1))) continue;
  for (const [name, line] of exported) {
    if (!names?.has(name)) unused.push(`${rel}:${line} ${name}`);
  }
}

if (unused.length) {
  console.log(
    `${unused.length} export(s) that no other file imports:\n${unused.map((u) => `  ${u}`).join("\n")}`,
  );
  console.log("\nRemove them, or drop `export` where the file alone uses them.");
  process.exit(process.argv.includes("--list") ? 0 : 1);
}
console.log("unused exports: none");
