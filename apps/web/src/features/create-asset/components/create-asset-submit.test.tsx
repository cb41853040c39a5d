import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { choose, collections, renderAssetForm } from "@/test/create-asset-test-kit";
import { fakeWriter, servedChains, STORE_ADDRESS, TX_HASH } from "@/test/create-fixtures";
import { fakeApi, failed, ok } from "@/test/fake-api";
import { fakeXhr } from "@/test/fake-xhr";
import { MINT_COLLECTION, transferSingle } from "@/test/mint-logs";

// jsdom draws no WebGL: the poster the browser would draw from the model is given here.
const capturePoster = vi.hoisted(() =>
  vi.fn<(model: Blob) => Promise<File | null>>(() => Promise.resolve(null)),
);
vi.mock("@/lib/model-viewer/capture-poster", () => ({ captureModelPoster: capturePoster }));

afterEach(() => {
  vi.unstubAllGlobals();
  capturePoster.mockClear();
});

const DRAFT = "2b0c8f5e-0d4c-4d2a-9b1e-3f6a7c8d9e01";
const stats = {
  fileSize: 1,
  triangles: 12,
  renderedTriangles: 12,
  vertices: 24,
  meshes: 1,
  primitives: 1,
  materials: 1,
  textures: [],
  skins: 0,
  rigged: false,
  animations: [],
  boundingBox: null,
  extensionsUsed: [],
};
const validation = { errors: 0, warnings: 0, infos: 0, hints: 0, messages: [], truncated: false };
const archive = {
  draftId: DRAFT,
  cid: "bafyarchive",
  uri: "http://ipfs/bafyarchive",
  size: 10,
  filesMetadata: { archiveStructure: [] },
  entries: 1,
  files: 1,
  folders: 0,
  uncompressedBytes: 10,
};
const preview = { draftId: DRAFT, previewS3Key: "preview.glb", size: 1, stats, validation };
const now = "2026-11-21T10:00:00.000Z";

function api(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    ...extra,
    "GET /api/chains": ok(servedChains()),
    "GET /api/collections/mine": ok(collections),
    "POST /api/asset-drafts": ok({
      id: DRAFT,
      archive: null,
      filesMetadata: null,
      preview: null,
      createdAt: now,
      updatedAt: now,
    }),
    [`POST /api/asset-drafts/${DRAFT}/metadata`]: ok({ metadataId: "bafymeta", uri: "http://ipfs/bafymeta" }),
    "POST /api/assets": ok({ _id: "a1", chainId: 31337, address: MINT_COLLECTION, tokenId: "3" }),
  });
}

async function fillForm(user: ReturnType<typeof renderAssetForm>["user"]) {
  await screen.findByRole("option", { name: /Heroes/ });
  await user.selectOptions(screen.getByLabelText("Collection"), "c1");
  await user.type(screen.getByLabelText("Name"), "Crate");
  await user.selectOptions(screen.getByLabelText("Category"), "props");
  // Ticked out of order: the request lists them in the fixed list's order.
  await user.click(screen.getByLabelText("Stylised"));
  await user.click(screen.getByLabelText("Fantasy"));
  await user.click(screen.getByRole("button", { name: "Increase supply" }));
  await user.type(screen.getByLabelText("Polygon count"), "12");
  choose("Source files (zip)", new File(["PK"], "crate.zip", { type: "application/zip" }));
  choose("Preview model (glb)", new File(["glTF"], "crate.glb", { type: "" }));
}

describe("CreateAssetForm submission", () => {
  it("uploads, mints and saves; a failed preview upload is retried without uploading the zip again", async () => {
    const calls = api();
    const xhr = fakeXhr({
      [`/api/ipfs-archive-upload/${DRAFT}`]: [ok(archive)],
      [`/api/model-preview-upload/${DRAFT}`]: [failed(422, "not a glTF 2.0 binary"), ok(preview)],
    });
    const writer = fakeWriter([transferSingle(3n)]);
    const { user, router } = renderAssetForm(writer);
    await fillForm(user);
    await user.click(screen.getByRole("button", { name: "Create asset" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Model preview upload failed: not a glTF 2.0 binary",
    );
    expect(screen.getByLabelText("Name")).toHaveValue("Crate");
    await user.click(screen.getByRole("button", { name: "Retry" }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/asset/${MINT_COLLECTION}/3`));
    expect(await screen.findByText("You have successfully uploaded the files!")).toBeInTheDocument();
    expect(xhr.sent).toEqual([
      `/api/ipfs-archive-upload/${DRAFT}`,
      `/api/model-preview-upload/${DRAFT}`,
      `/api/model-preview-upload/${DRAFT}`,
    ]);
    expect(calls.paths().filter((path) => path === "POST /api/asset-drafts")).toHaveLength(1);
    expect(writer.write.mock.calls[0]![0]).toMatchObject({
      chainId: 31337,
      address: STORE_ADDRESS,
      functionName: "createNFT",
      args: [collections[0]!.address, 2n, "bafymeta", 0n],
    });
    expect(calls.calls.find((call) => call.path === "/api/assets")!.body).toEqual({
      draftId: DRAFT,
      chainId: 31337,
      txHash: TX_HASH,
    });
    const metadata = calls.calls.find((call) => call.path.endsWith("/metadata"))!.body as Record<
      string,
      unknown
    >;
    expect(metadata).toMatchObject({
      name: "Crate",
      category: "props",
      genres: ["fantasy", "stylised"],
      technicalDescription: { short: { polyCount: "12" } },
      requirements: null,
    });
  });

  it('says "IPFS upload failed: {reason}" when the archive upload fails', async () => {
    api();
    fakeXhr({ [`/api/ipfs-archive-upload/${DRAFT}`]: [failed(400, "archive is corrupt")] });
    const { user } = renderAssetForm();
    await fillForm(user);
    await user.click(screen.getByRole("button", { name: "Create asset" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("IPFS upload failed: archive is corrupt");
  });

  it('stops at "decoding error" when the mint left no token id, without sending the mint again on retry', async () => {
    const calls = api();
    fakeXhr({
      [`/api/ipfs-archive-upload/${DRAFT}`]: [ok(archive)],
      [`/api/model-preview-upload/${DRAFT}`]: [ok(preview)],
    });
    const writer = fakeWriter([]);
    const { user } = renderAssetForm(writer);
    await fillForm(user);
    await user.click(screen.getByRole("button", { name: "Create asset" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("decoding error");
    await user.click(screen.getByRole("button", { name: "Retry" }));
    await screen.findByRole("alert");
    expect(writer.write).toHaveBeenCalledTimes(1);
    expect(writer.waitForReceipt).toHaveBeenCalledTimes(2);
    expect(calls.paths()).not.toContain("POST /api/assets");
  });

  /** Uploads succeed and the mint lands: creates the asset, resolves on its page with the metadata sent. */
  async function createMinted(extra: Parameters<typeof api>[0] = {}) {
    const calls = api(extra);
    fakeXhr({
      [`/api/ipfs-archive-upload/${DRAFT}`]: [ok(archive)],
      [`/api/model-preview-upload/${DRAFT}`]: [ok(preview)],
    });
    const { user, router } = renderAssetForm(fakeWriter([transferSingle(3n)]));
    await fillForm(user);
    await user.click(screen.getByRole("button", { name: "Create asset" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/asset/${MINT_COLLECTION}/3`));
    const metadata = calls.calls.find((call) => call.path.endsWith("/metadata"))!.body as Record<
      string,
      unknown
    >;
    return { paths: calls.paths(), metadata };
  }

  it("draws the token image from the model when the creator gave none, and stores it in the metadata", async () => {
    capturePoster.mockResolvedValueOnce(new File(["PNG"], "poster.png", { type: "image/png" }));
    const { paths, metadata } = await createMinted({
      "POST /api/upload": ok({ key: "poster-key.png", url: "/api/images/poster-key.png" }),
    });

    expect(capturePoster).toHaveBeenCalledTimes(1);
    expect((capturePoster.mock.calls[0]![0] as File).name).toBe("crate.glb");
    expect(paths).toContain("POST /api/upload");
    expect(metadata.imageKey).toBe("poster-key.png");
  });

  it("creates the asset without an image when the browser cannot draw the model", async () => {
    const { paths, metadata } = await createMinted();

    expect(paths).not.toContain("POST /api/upload");
    expect(metadata.imageKey).toBeNull();
  });
});
