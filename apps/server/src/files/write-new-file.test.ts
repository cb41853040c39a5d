import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { writeNewFile } from "./write-new-file.ts";

describe("writeNewFile", () => {
  let folder: string;
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), "meshlink-write-new-file-"));
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));

  test("writes every chunk", async () => {
    await writeNewFile(join(folder, "a.bin"), Readable.from([Buffer.from("mesh"), Buffer.from("link")]));
    expect(await readFile(join(folder, "a.bin"), "utf8")).toBe("meshlink");
  });

  test("leaves no file when the source fails, even before the file could have been opened", async () => {
    // A refusal on the first chunk ends the pipeline at once: the race a lazily opened stream lost.
    const refused = (): AsyncIterable<Uint8Array> => ({
      [Symbol.asyncIterator]: () => ({ next: () => Promise.reject(new Error("too large")) }),
    });
    for (let i = 0; i < 50; i++) {
      await expect(writeNewFile(join(folder, `upload-${i}.tmp`), refused())).rejects.toThrow("too large");
    }
    expect(await readdir(folder)).toEqual([]);
  });

  test("refuses to overwrite a file that exists", async () => {
    await writeFile(join(folder, "taken"), "first");
    await expect(writeNewFile(join(folder, "taken"), Readable.from([Buffer.from("second")]))).rejects.toThrow(
      /EEXIST/,
    );
    expect(await readFile(join(folder, "taken"), "utf8")).toBe("first");
  });
});
