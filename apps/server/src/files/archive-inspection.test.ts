import { randomBytes } from "node:crypto";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { inspectArchive } from "./archive-inspection.ts";
import { DEFAULT_ARCHIVE_LIMITS } from "./archive-limits.ts";
import { ServiceError } from "../services/service-error.ts";
import type { ArchiveNode } from "./archive-structure.ts";
import { encodePng } from "../testing/file-fixtures/encode-png.ts";
import {
  createTempFolder,
  makeZipBytes,
  renameInZip,
  type TempFolder,
} from "../testing/file-fixtures/make-zip.ts";
import { writeRawZip } from "../testing/file-fixtures/overlapping-zip.ts";
import { sharedTestdata } from "../testing/shared-testdata.ts";

const corpus = join(sharedTestdata, "zip");
const zipsIn = (folder: string) => readdirSync(join(corpus, folder)).filter((name) => name.endsWith(".zip"));

let temp: TempFolder;
beforeAll(async () => {
  temp = await createTempFolder();
});
afterAll(() => temp.remove());

const countNodes = (nodes: ArchiveNode[]): number =>
  nodes.reduce((count, node) => count + 1 + countNodes(node.children), 0);

async function rejectionOf(promise: Promise<unknown>): Promise<ServiceError> {
  const error = await promise.then(
    () => expect.fail("the archive was accepted"),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ServiceError);
  return error as ServiceError;
}

describe("archives made by other tools", () => {
  test.each(zipsIn("valid"))("accepts valid/%s", async (name) => {
    const inspection = await inspectArchive(join(corpus, "valid", name));
    expect(countNodes(inspection.archiveStructure)).toBe(inspection.files + inspection.folders);
  });

  test("shows the tree of directories.zip exactly, folders implied or explicit", async () => {
    const inspection = await inspectArchive(join(corpus, "valid", "directories.zip"));
    expect(inspection).toEqual({
      archiveStructure: [
        { name: "a", isFolder: true, children: [{ name: "a.txt", isFolder: false, children: [] }] },
        { name: "b", isFolder: true, children: [] },
      ],
      entries: 3,
      files: 1,
      folders: 2,
      uncompressedBytes: 0,
    });
  });

  test("accepts an empty archive as an empty tree", async () => {
    const inspection = await inspectArchive(join(corpus, "valid", "empty.zip"));
    expect(inspection).toEqual({
      archiveStructure: [],
      entries: 0,
      files: 0,
      folders: 0,
      uncompressedBytes: 0,
    });
  });

  test("counts everything.zip's 1006 entries and implies no extra folders", async () => {
    const inspection = await inspectArchive(join(corpus, "valid", "everything.zip"));
    expect(inspection).toMatchObject({
      entries: 1006,
      files: 1003,
      folders: 3,
      uncompressedBytes: 2 * 135168,
    });
  });

  test.each(zipsIn("invalid"))("refuses invalid/%s with a reason", async (name) => {
    const rejection = await rejectionOf(inspectArchive(join(corpus, "invalid", name)));
    expect(rejection.message.length).toBeGreaterThan(10);
  });

  test("says in words which path leaves the archive", async () => {
    const rejection = await rejectionOf(
      inspectArchive(join(corpus, "invalid", "invalid_relative_path_xt.zip")),
    );
    expect(rejection.message).toBe("the archive contains a path that leaves its folder: ../xt");
  });
});

describe("hazards built here", () => {
  const zeros = (bytes: number) => new Uint8Array(bytes);
  const writeZip = async (name: string, bytes: Uint8Array) => temp.write(name, bytes);

  test("refuses a zip bomb whose single entry inflates more than 100:1", async () => {
    const path = await writeZip(
      "bomb.zip",
      await makeZipBytes([{ name: "zeros.bin", data: zeros(4 * 1024 ** 2) }]),
    );
    const rejection = await rejectionOf(inspectArchive(path));
    expect(rejection.message).toMatch(/^zeros\.bin expands too much to be safe \(compression ratio \d+:1/);
  });

  test("refuses a bomb spread over entries that are each too small to check alone", async () => {
    const parts = [1, 2, 3].map((n) => ({ name: `part-${n}.bin`, data: zeros(900 * 1024) }));
    const path = await writeZip("spread-bomb.zip", await makeZipBytes(parts));
    const rejection = await rejectionOf(inspectArchive(path));
    expect(rejection.message).toMatch(/^the archive expands too much to be safe/);
  });

  test("refuses more entries than the limit, before reading them", async () => {
    const entries = ["a", "b", "c", "d"].map((name) => ({ name, data: randomBytes(8) }));
    const path = await writeZip("many.zip", await makeZipBytes(entries));
    const rejection = await rejectionOf(inspectArchive(path, { ...DEFAULT_ARCHIVE_LIMITS, maxEntries: 3 }));
    expect(rejection.message).toBe("the archive has 4 entries, more than the 3 we accept");
    await expect(inspectArchive(path, { ...DEFAULT_ARCHIVE_LIMITS, maxEntries: 4 })).resolves.toMatchObject({
      entries: 4,
    });
  });

  test("refuses an archive that unpacks to more than the size limit", async () => {
    const path = await writeZip(
      "large.zip",
      await makeZipBytes([{ name: "noise.bin", data: randomBytes(300) }]),
    );
    const rejection = await rejectionOf(
      inspectArchive(path, { ...DEFAULT_ARCHIVE_LIMITS, maxUncompressedBytes: 200 }),
    );
    expect(rejection.message).toBe("the archive unpacks to more than 200 bytes, the most we accept");
  });

  test("refuses two entries with the same name", async () => {
    const bytes = await makeZipBytes([
      { name: "model.fbx", data: randomBytes(8) },
      { name: "model.fbx", data: randomBytes(8) },
    ]);
    const rejection = await rejectionOf(inspectArchive(await writeZip("duplicate.zip", bytes)));
    expect(rejection.message).toBe("the archive contains the name model.fbx twice");
  });

  test("compares names after normalising separators, but keeps case", async () => {
    const same = renameInZip(
      await makeZipBytes([{ name: "a/b.txt" }, { name: "a_/b.txt" }]),
      "a_/b.txt",
      "a//b.txt",
    );
    expect((await rejectionOf(inspectArchive(await writeZip("same.zip", same)))).message).toMatch(
      /a\/b\.txt twice/,
    );
    const cased = await makeZipBytes([{ name: "Readme.md" }, { name: "README.md" }]);
    await expect(inspectArchive(await writeZip("cased.zip", cased))).resolves.toMatchObject({ files: 2 });
  });

  test("refuses a name used both as a file and as a folder", async () => {
    const bytes = await makeZipBytes([{ name: "textures" }, { name: "textures/wood.png" }]);
    const rejection = await rejectionOf(inspectArchive(await writeZip("file-and-folder.zip", bytes)));
    expect(rejection.message).toMatch(/uses textures both as a file and as a folder/);
  });

  test("refuses a ../ path written by a hostile tool", async () => {
    const bytes = renameInZip(
      await makeZipBytes([{ name: "zz/evil.sh", data: randomBytes(8) }]),
      "zz/evil.sh",
      "../evil.sh",
    );
    const rejection = await rejectionOf(inspectArchive(await writeZip("escape.zip", bytes)));
    expect(rejection.message).toBe("the archive contains a path that leaves its folder: ../evil.sh");
  });

  test("refuses an entry whose data does not match its CRC", async () => {
    const content = Buffer.from("the quick brown fox jumps over the lazy dog");
    const bytes = await makeZipBytes([{ name: "fox.txt", data: content, compress: false }]);
    const at = bytes.indexOf(content);
    bytes[at] = bytes[at]! ^ 0xff;
    const rejection = await rejectionOf(inspectArchive(await writeZip("bad-crc.zip", bytes)));
    expect(rejection.message).toBe("fox.txt is corrupt (its checksum does not match its content)");
  });

  test("refuses an encrypted entry", async () => {
    // Deflated, because yauzl expects 12 more bytes (the encryption header) in a stored encrypted entry.
    const bytes = await makeZipBytes([{ name: "secret.txt", data: randomBytes(16) }]);
    // General purpose bit 0 marks encryption, in the local (offset 6) and central (offset 8) headers.
    bytes[bytes.indexOf("PK\x03\x04", 0, "latin1") + 6]! |= 1;
    bytes[bytes.indexOf("PK\x01\x02", 0, "latin1") + 8]! |= 1;
    const rejection = await rejectionOf(inspectArchive(await writeZip("encrypted.zip", bytes)));
    expect(rejection.message).toBe("the archive contains an encrypted entry: secret.txt");
  });

  test("refuses a file that is not a zip, whatever its name", async () => {
    const text = await writeZip("notes.zip", Buffer.from("just some text, not an archive"));
    const notZip = await rejectionOf(inspectArchive(text));
    expect(notZip.message).toMatch(/not a zip archive/);
    expect(notZip.code).toBe("UNSUPPORTED_TYPE");
    const png = await writeZip("picture.zip", encodePng(4, 4, [255, 0, 0, 255]));
    expect((await rejectionOf(inspectArchive(png))).message).toMatch(/not a zip archive/);
    const empty = await writeZip("empty-file.zip", new Uint8Array(0));
    expect(await rejectionOf(inspectArchive(empty))).toMatchObject({
      code: "INVALID_REQUEST",
      message: "the file is empty, not a zip archive",
    });
  });

  test("lets our own faults through as ordinary errors, not as a refusal of the archive", async () => {
    const error: unknown = await inspectArchive(join(corpus, "no-such-file.zip")).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ServiceError);
    expect(error).toMatchObject({ code: "ENOENT" });
  });

  test("refuses entries that share one deflate stream, counting the bytes the file really holds", async () => {
    // Each entry inflates 2 MiB at about 50:1, harmless alone; 41 names on one stream unpack to
    // 82 MiB from a file of some 40 KiB, the shape of a 547 KB zip that unpacked to 1.97 GB.
    const data = Buffer.alloc(2 * 1024 ** 2);
    for (let at = 0; at < data.length; at += 128) data[at] = randomBytes(1)[0]!;
    const names = Array.from({ length: 41 }, (_, n) => `part-${n}.bin`);
    const bomb = writeRawZip([{ name: names[0]!, data, deflate: true }], ([at]) =>
      names.map((name) => ({ name, localHeaderAt: at! })),
    );
    const ratio = data.length / bomb.length;
    expect(ratio).toBeGreaterThan(DEFAULT_ARCHIVE_LIMITS.maxCompressionRatio / 41);
    expect(ratio).toBeLessThan(DEFAULT_ARCHIVE_LIMITS.maxCompressionRatio);
    const rejection = await rejectionOf(inspectArchive(await writeZip("shared-stream.zip", bomb)));
    expect(rejection.message).toMatch(/^the archive expands too much to be safe \(compression ratio \d+:1/);
  });

  test("refuses entries whose bytes overlap even when nothing expands", async () => {
    const data = randomBytes(4096);
    const zip = writeRawZip([{ name: "mesh.bin", data, deflate: false }], ([at]) => [
      { name: "mesh.bin", localHeaderAt: at! },
      { name: "copy.bin", localHeaderAt: at! },
    ]);
    const rejection = await rejectionOf(inspectArchive(await writeZip("overlap.zip", zip)));
    expect(rejection.message).toBe(
      "the archive's entries mesh.bin and copy.bin share the same bytes; overlapping entries are refused",
    );
  });

  test("accepts entries laid out one after the other by the same writer, and counts what they inflate", async () => {
    const [first, second] = [randomBytes(3000), randomBytes(5000)];
    const zip = writeRawZip(
      [
        { name: "a.bin", data: first, deflate: true },
        { name: "b.bin", data: second, deflate: false },
      ],
      ([a, b]) => [
        { name: "a.bin", localHeaderAt: a! },
        { name: "b.bin", localHeaderAt: b! },
      ],
    );
    await expect(inspectArchive(await writeZip("raw-valid.zip", zip))).resolves.toMatchObject({
      files: 2,
      uncompressedBytes: 8000,
    });
  });

  test("refuses a symbolic link and other special files, accepts plain files and folders", async () => {
    const link = await makeZipBytes([
      { name: "textures/latest", data: Buffer.from("/etc/passwd"), mode: 0o120777 },
    ]);
    expect((await rejectionOf(inspectArchive(await writeZip("link.zip", link)))).message).toBe(
      "the archive contains a symbolic link: textures/latest",
    );
    const fifo = await makeZipBytes([{ name: "pipe", mode: 0o010644 }]);
    expect((await rejectionOf(inspectArchive(await writeZip("fifo.zip", fifo)))).message).toBe(
      "the archive contains a special file (neither a file nor a folder): pipe",
    );
    const plain = await makeZipBytes([
      { name: "run.sh", data: randomBytes(8), mode: 0o100755 },
      { folder: "maps" },
    ]);
    await expect(inspectArchive(await writeZip("plain.zip", plain))).resolves.toMatchObject({
      files: 1,
      folders: 1,
    });
  });

  test.each([
    ["a control character", "readme\u001b[2J.txt", "a control character: readme<U+001B>[2J.txt"],
    ["a C1 control character", "model\u0085.fbx", "a control character: model<U+0085>.fbx"],
    [
      "a right-to-left override",
      "textures/photo\u202Egnp.exe",
      "an invisible or bidirectional formatting character: textures/photo<U+202E>gnp.exe",
    ],
    ["a bidi isolate", "a\u2067b.txt", "an invisible or bidirectional formatting character: a<U+2067>b.txt"],
    [
      "a zero-width space",
      "model\u200B.fbx",
      "an invisible or bidirectional formatting character: model<U+200B>.fbx",
    ],
    [
      "a byte order mark",
      "\uFEFFscene.blend",
      "an invisible or bidirectional formatting character: <U+FEFF>scene.blend",
    ],
  ])("refuses a name with %s, showing where it is", async (_, name, reason) => {
    const zip = await makeZipBytes([{ name, data: randomBytes(8) }]);
    const rejection = await rejectionOf(inspectArchive(await writeZip("unseen.zip", zip)));
    expect(rejection.message).toBe(`the archive contains a file name with ${reason}`);
  });

  test("keeps accepting names in other scripts", async () => {
    const zip = await makeZipBytes([
      { name: "модели/дом.fbx" },
      { name: "テクスチャ/木.png" },
      { name: "ملف.obj" },
    ]);
    await expect(inspectArchive(await writeZip("scripts.zip", zip))).resolves.toMatchObject({ files: 3 });
  });
});
