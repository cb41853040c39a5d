import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { loadConfig } from "../config.ts";
import { ephemeralArchiveKeyring } from "./archive-keyring.ts";
import { createFileStores } from "./file-stores.ts";
import { startFakeKubo, type FakeKubo } from "../testing/file-fixtures/fake-kubo-server.ts";
import { startFakeS3, type FakeS3 } from "../testing/file-fixtures/fake-s3-server.ts";

let dataDir: string;
let s3: FakeS3;
let kubo: FakeKubo;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "meshlink-file-stores-"));
  [s3, kubo] = await Promise.all([startFakeS3(), startFakeKubo()]);
});
afterAll(async () => {
  await Promise.all([s3.close(), kubo.close(), rm(dataDir, { recursive: true, force: true })]);
});

const storesFor = (env: Record<string, string>) => {
  const config = loadConfig({ DATA_DIR: dataDir, ...env });
  return createFileStores(config.files.storage, config.dataDir, ephemeralArchiveKeyring());
};
const filesUnder = (folder: string) => readdir(folder, { recursive: true }).catch(() => []);
const file = (text: string) => Readable.from([Buffer.from(text)]);

describe("the configured file stores", () => {
  test("are folders under DATA_DIR when neither S3 nor Kubo is configured", async () => {
    const stores = storesFor({});
    await stores.blobs.put("image-local", file("local blob"));
    const { cid } = await stores.ipfs.addFile(file("local archive"));
    expect(await filesUnder(join(dataDir, "blobs"))).toContain("image-local");
    expect(await filesUnder(join(dataDir, "ipfs", "blocks"))).toContain(cid);
    expect(stores.tempFolder).toBe(join(dataDir, "tmp"));
  });

  test("put blobs in the S3 bucket configured, and IPFS files on the Kubo node configured", async () => {
    const stores = storesFor({
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.url,
      S3_FORCE_PATH_STYLE: "true",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
      IPFS_API_URL: kubo.url,
    });
    await stores.blobs.put("image-remote", file("remote blob"));
    const { cid } = await stores.ipfs.addFile(file("remote archive"));
    expect(s3.objects.get("image-remote")?.bytes.toString()).toBe("remote blob");
    expect(kubo.pins.has(cid)).toBe(true);
    expect(await filesUnder(join(dataDir, "blobs"))).not.toContain("image-remote");
    expect(await filesUnder(join(dataDir, "ipfs", "blocks"))).not.toContain(cid);
  });

  test("can mix them: S3 blobs with the local IPFS store", async () => {
    const stores = storesFor({
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.url,
      S3_FORCE_PATH_STYLE: "true",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
    });
    await stores.blobs.put("image-mixed", file("mixed"));
    const { cid } = await stores.ipfs.addFile(file("mixed archive"));
    expect(s3.objects.has("image-mixed")).toBe(true);
    expect(await filesUnder(join(dataDir, "ipfs", "blocks"))).toContain(cid);
    expect(kubo.pins.has(cid)).toBe(false);
  });
});
