import { spawn } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, truncate, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ensureBuilt, listInputFiles, STAMP_FILE } from "./build-stamp.mjs";
import { keepImportMeta, serverInputs } from "./bundle-server.mjs";
import { webInputs } from "./build-web.mjs";

describe("build only when the inputs changed", () => {
  let root;
  let builds;
  let options;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), "meshlink-build-stamp-"));
    await mkdir(path.join(root, "src", "pages"), { recursive: true });
    await writeFile(path.join(root, "src", "main.ts"), "export const page = 1;\n");
    await writeFile(path.join(root, "src", "pages", "home.ts"), "export const home = 1;\n");
    await writeFile(path.join(root, "package-lock.json"), "{}\n");
    builds = 0;
    options = {
      inputs: { root, paths: ["src", "package-lock.json"], env: (name) => name.startsWith("VITE_") },
      outDir: path.join(root, "dist"),
      lockDir: path.join(root, ".lock"),
      // Like Vite: empties the folder, then writes the files.
      build: async () => {
        builds += 1;
        await rm(path.join(root, "dist"), { recursive: true, force: true });
        await mkdir(path.join(root, "dist", "assets"), { recursive: true });
        await writeFile(path.join(root, "dist", "index.html"), `<html>build ${builds}</html>`);
        await writeFile(path.join(root, "dist", "assets", "app.js"), `console.log(${builds})`);
      },
    };
  });
  afterEach(async () => {
    delete process.env.VITE_BENCH_FLAG;
    await rm(root, { recursive: true, force: true });
  });

  it("builds when nothing was built, then skips while nothing changed", async () => {
    expect(await ensureBuilt(options)).toBe(true);
    expect(await ensureBuilt(options)).toBe(false);
    expect(await ensureBuilt(options)).toBe(false);

    expect(builds).toBe(1);
    const stamp = JSON.parse(await readFile(path.join(root, "dist", STAMP_FILE), "utf8"));
    expect(stamp.files).toEqual({ "index.html": 20, "assets/app.js": 14 });
  });

  it.each([
    [
      "a source is edited",
      (r) => writeFile(path.join(r, "src", "pages", "home.ts"), "export const home = 2;\n"),
    ],
    ["a source is added", (r) => writeFile(path.join(r, "src", "pages", "about.ts"), "export {};\n")],
    ["a source is removed", (r) => rm(path.join(r, "src", "pages", "home.ts"))],
    [
      "a source is renamed",
      (r) =>
        rm(path.join(r, "src", "pages", "home.ts")).then(() =>
          writeFile(path.join(r, "src", "pages", "start.ts"), "export const home = 1;\n"),
        ),
    ],
    [
      "the lockfile changes (another installed version)",
      (r) => writeFile(path.join(r, "package-lock.json"), '{"v":2}\n'),
    ],
    ["a VITE_ variable changes", async () => void (process.env.VITE_BENCH_FLAG = "on")],
  ])("builds again when %s", async (_change, change) => {
    await ensureBuilt(options);

    await change(root);

    expect(await ensureBuilt(options)).toBe(true);
    expect(builds).toBe(2);
    expect(await ensureBuilt(options)).toBe(false);
  });

  it("does not build again for a test file or another environment variable", async () => {
    await ensureBuilt(options);

    await writeFile(path.join(root, "src", "pages", "home.test.ts"), "it('works', () => {});\n");
    process.env.MESHLINK_UNRELATED = String(Math.random());

    expect(await ensureBuilt(options)).toBe(false);
    expect(builds).toBe(1);
    delete process.env.MESHLINK_UNRELATED;
  });

  it.each([
    ["the output folder is deleted", (dist) => rm(dist, { recursive: true })],
    ["an output file is deleted", (dist) => rm(path.join(dist, "assets", "app.js"))],
    ["an output file is truncated", (dist) => truncate(path.join(dist, "index.html"), 3)],
    ["the stamp is not JSON", (dist) => writeFile(path.join(dist, STAMP_FILE), "{ not json")],
    [
      "the stamp lists no files",
      (dist) => writeFile(path.join(dist, STAMP_FILE), '{"inputs":"x","files":{}}'),
    ],
  ])("builds again when %s", async (_damage, damage) => {
    await ensureBuilt(options);

    await damage(path.join(root, "dist"));

    expect(await ensureBuilt(options)).toBe(true);
    expect(builds).toBe(2);
  });

  it("leaves no stamp when a build fails halfway, so the next start builds again", async () => {
    await ensureBuilt(options);
    await writeFile(path.join(root, "src", "main.ts"), "export const page = 2;\n");
    const build = options.build;

    const failing = ensureBuilt({
      ...options,
      build: async () => {
        await build();
        throw new Error("vite build failed (exit code 1)");
      },
    });

    await expect(failing).rejects.toThrow("vite build failed");
    await expect(readFile(path.join(root, "dist", STAMP_FILE))).rejects.toThrow();
    expect(await ensureBuilt(options)).toBe(true);
    expect(builds).toBe(3);
  });

  it("builds when forced, whatever the stamp says", async () => {
    await ensureBuilt(options);

    expect(await ensureBuilt({ ...options, force: true })).toBe(true);
    expect(builds).toBe(2);
  });

  it("builds once when two starts ask at the same time", async () => {
    const results = await Promise.all([ensureBuilt(options), ensureBuilt(options), ensureBuilt(options)]);

    expect(builds).toBe(1);
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it("takes over a lock left by a process that has ended", async () => {
    const dead = spawn(process.execPath, ["-e", ""]);
    await new Promise((resolve) => dead.on("exit", resolve));
    await mkdir(options.lockDir);
    await writeFile(path.join(options.lockDir, "pid"), String(dead.pid));

    expect(await ensureBuilt(options)).toBe(true);
  });
});

describe("what the web build and the server bundle are made of", () => {
  it("the web app's sources, the packages it imports and the installed versions, not tests or outputs", async () => {
    const files = await listInputFiles(webInputs);

    expect(files).toEqual(
      expect.arrayContaining([
        "apps/web/index.html",
        "apps/web/vite.config.ts",
        "apps/web/src/main.tsx",
        "packages/contracts/src/generated.ts",
        "package-lock.json",
      ]),
    );
    expect(files.some((file) => file.startsWith("packages/domain/src/"))).toBe(true);
    expect(
      files.filter((file) => /(^|\/)(dist|node_modules)\//.test(file) || /\.test\.tsx?$/.test(file)),
    ).toEqual([]);
  });

  it("the server's sources and the workspace packages it imports", async () => {
    const files = await listInputFiles(serverInputs);

    expect(files).toEqual(
      expect.arrayContaining([
        "apps/server/src/main.ts",
        "packages/contracts/src/local-chain.ts",
        "package-lock.json",
      ]),
    );
    expect(files.some((file) => file.startsWith("apps/server/src/db/migrations/"))).toBe(true);
  });

  it("keeps each bundled file's own location in import.meta", () => {
    const file = "/repo/apps/server/src/db/migrations-folder.ts";

    const source = keepImportMeta(
      'new URL("./migrations", import.meta.url); join(import.meta.dirname, "x"); import.meta.filename;',
      file,
    );

    expect(source).toBe(
      'new URL("./migrations", "file:///repo/apps/server/src/db/migrations-folder.ts"); ' +
        'join("/repo/apps/server/src/db", "x"); "/repo/apps/server/src/db/migrations-folder.ts";',
    );
  });
});
