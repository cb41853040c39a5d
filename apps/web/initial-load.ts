import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** The part of Vite's build manifest (`build.manifest`) that says which chunk imports which. */
export type BuildManifest = Record<
  string,
  { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }
>;

/**
 * The JS files a first visit to a route downloads before it can show the page: the entry with
 * everything it imports statically, and the route's own module (the chunk its `lazy` loads at
 * start) with its static imports. Dynamic imports (wallet, viewer, dialogs) are not part of it.
 */
export function initialLoadFiles(manifest: BuildManifest, routeModules: string[]): string[] {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry in the manifest, found ${entries.length}`);
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (seen.has(key)) return;
    seen.add(key);
    chunk.imports?.forEach(visit);
  };
  [...entries, ...routeModules].forEach(visit);
  return [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith(".js"));
}

/** Each file's size gzipped at zlib's default level, as Vite's build report shows it. */
export function gzippedSizes(outDir: string, files: string[]): Map<string, number> {
  return new Map(files.map((file) => [file, gzipSync(readFileSync(path.join(outDir, file))).length]));
}
