import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const serverSource = path.resolve(import.meta.dirname, "..");

// The server's modules (tests aside) and what each imports of them: static imports and exports,
// types included, dynamic imports, and the scripts a worker is started from (`new URL("./x.mjs", …)`).
function importGraph() {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(ts|mjs)$/.test(entry.name) && !/\.(test|d)\.ts$/.test(entry.name)) files.push(file);
    }
  };
  walk(serverSource);
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    const specifiers = [
      ...ts.preProcessFile(text, true, true).importedFiles.map((imported) => imported.fileName),
      ...[...text.matchAll(/new URL\("(\.[^"]+)"/g)].map((match) => match[1]!),
    ];
    graph.set(
      file,
      specifiers
        .filter((specifier) => specifier.startsWith("."))
        .map((specifier) => path.resolve(path.dirname(file), specifier))
        .filter((target) => known.has(target)),
    );
  }
  return graph;
}

// Sets of modules that import each other, directly or through others (Tarjan's strongly connected
// components of more than one module).
function importCycles(graph: Map<string, string[]>) {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const connect = (file: string) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file)!) {
      if (!index.has(target)) {
        connect(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(path.relative(serverSource, member));
    } while (member !== file);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) connect(file);
  return cycles;
}

describe("the chain modules", () => {
  // A general connection that imported the indexer's reading (its thread, its bulk client) tied the
  // connection and most of chain/indexer into one cycle: the indexer builds on the connection, never
  // the other way round (indexer/chain-reader.ts).
  it("are in no import cycle", () => {
    const cycles = importCycles(importGraph());
    expect(cycles.filter((cycle) => cycle.some((file) => file.startsWith("chain/")))).toEqual([]);
  });
});
