import { spawn } from "node:child_process";
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { sweepTemporaryFiles } from "./sweep-temporary-files.ts";
import { temporaryPath } from "./temporary-path.ts";

describe("sweepTemporaryFiles", () => {
  let folder = "";
  afterEach(() => rm(folder, { recursive: true, force: true }));

  it("removes uploads and staging folders of processes that are gone, keeps a running one's", async () => {
    folder = await mkdtemp(join(tmpdir(), "meshlink-tmp-"));
    const gone = spawn(process.execPath, ["-e", ""]);
    await new Promise((resolve) => gone.once("exit", resolve));
    const alive = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"]);
    try {
      const cutOff = temporaryPath(folder, "upload").replace(`-${process.pid}-`, `-${gone.pid}-`);
      await writeFile(cutOff, Buffer.alloc(4096));
      const staging = temporaryPath(folder, "ipfs").replace(`-${process.pid}-`, `-${gone.pid}-`);
      await mkdir(staging);
      await writeFile(join(staging, "block"), "x");
      const running = temporaryPath(folder, "upload").replace(`-${process.pid}-`, `-${alive.pid}-`);
      await writeFile(running, "still being written");
      const ours = temporaryPath(folder, "blob");
      await writeFile(ours, "left by an earlier run with this process id");

      expect(await sweepTemporaryFiles(folder)).toEqual({ removed: 3, bytes: 4096 + 43 });
      expect(await readdir(folder)).toEqual([running.slice(folder.length + 1)]);
    } finally {
      alive.kill();
    }
  });

  it("removes anything else a day old and answers nothing for a missing folder", async () => {
    folder = await mkdtemp(join(tmpdir(), "meshlink-tmp-"));
    const old = join(folder, "unknown.part");
    await writeFile(old, "?");
    const fresh = join(folder, "fresh.part");
    await writeFile(fresh, "?");
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await utimes(old, twoDaysAgo, twoDaysAgo);

    expect(await sweepTemporaryFiles(folder)).toEqual({ removed: 1, bytes: 1 });
    expect(await readdir(folder)).toEqual(["fresh.part"]);
    expect(await sweepTemporaryFiles(join(folder, "missing"))).toEqual({ removed: 0, bytes: 0 });
  });
});
