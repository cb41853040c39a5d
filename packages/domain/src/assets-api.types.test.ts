import { describe, expect, it } from "vitest";
import {
  modelPreviewPath,
  ZAssetDetails,
  ZCollectionDetailsQuery,
  ZModelFacts,
  ZMoreFromCollectionQuery,
} from "./assets-api.types.ts";
import { sampleAsset } from "./entities/samples.ts";

const modelFacts = {
  triangles: 12_400,
  vertices: 7_100,
  meshes: 3,
  materials: 2,
  rigged: true,
  boundingBox: { min: [-1, 0, -1], max: [1, 2, 1] },
  fileSize: 2_450_000,
  textures: [{ name: "albedo", width: 2048, height: 2048, mimeType: "image/png", bytes: 10 }],
  animations: [{ name: "Walk", durationSeconds: 1.5, channels: 4 }],
  validation: { errors: 0, warnings: 2, infos: 1, hints: 0, messages: [], truncated: false },
};

// What the asset page's answer adds to every sample: its people, owner count, category and genres,
// and that it was minted here (not imported, so no metadata read).
const people = {
  imported: false,
  metadataState: null,
  ownerCount: 1,
  category: "props",
  genres: ["fantasy"],
  creator: sampleAsset().user,
  holder: {
    address: sampleAsset().user.addresses[0]!.address,
    user: { _id: sampleAsset().userId, name: "Ada" },
  },
  userNames: [{ _id: sampleAsset().userId, name: "Ada" }],
};

describe("assets API schemas", () => {
  it("accepts an asset with measured facts and strips the stored-only fields", () => {
    const parsed = ZAssetDetails.parse({ ...sampleAsset(), ...people, modelFacts, originalAsset: null });
    expect(parsed.modelFacts?.textures[0]).toEqual({
      name: "albedo",
      width: 2048,
      height: 2048,
      mimeType: "image/png",
    });
    expect(parsed.modelFacts?.validation).toEqual({ errors: 0, warnings: 2 });
    expect(parsed).toMatchObject({
      category: "props",
      genres: ["fantasy"],
      imported: false,
      metadataState: null,
    });
    const imported = { ...sampleAsset(), ...people, modelFacts: null, originalAsset: null, imported: true };
    expect(ZAssetDetails.parse({ ...imported, metadataState: "pending" }).metadataState).toBe("pending");
    expect(ZAssetDetails.safeParse({ ...imported, metadataState: "read" }).success).toBe(false);
    expect(
      ZAssetDetails.safeParse({
        ...sampleAsset(),
        ...people,
        modelFacts: null,
        originalAsset: null,
        category: "furniture",
      }).success,
    ).toBe(false);
  });

  it("accepts an asset without a preview and a linked asset with its original", () => {
    const original = { _id: "asset-0", name: "First", address: sampleAsset().address, tokenId: "7" };
    expect(
      ZAssetDetails.safeParse({ ...sampleAsset(), ...people, modelFacts: null, originalAsset: null }).success,
    ).toBe(true);
    const linked = {
      ...sampleAsset({ original: "asset-0" }),
      ...people,
      modelFacts: null,
      originalAsset: original,
    };
    expect(ZAssetDetails.parse(linked).originalAsset?.tokenId).toBe("7");
  });

  it("names the creator and the users behind listing sellers, and refuses an answer without them", () => {
    const asset = { ...sampleAsset(), ...people, modelFacts: null, originalAsset: null };
    expect(ZAssetDetails.parse(asset).creator).toEqual(sampleAsset().user);
    const { creator: _creator, ...withoutCreator } = asset;
    expect(ZAssetDetails.safeParse(withoutCreator).success).toBe(false);
    expect(ZAssetDetails.safeParse({ ...asset, userNames: [{ _id: "", name: "Ada" }] }).success).toBe(false);
  });

  it("refuses negative counts in the measured facts", () => {
    expect(ZModelFacts.safeParse({ ...modelFacts, triangles: -1 }).success).toBe(false);
  });

  it("pages the more-from-collection panel by 10 and the collection grid by 24 by default", () => {
    expect(ZMoreFromCollectionQuery.parse({})).toEqual({ perPage: 10 });
    expect(ZCollectionDetailsQuery.parse({ page: "2" })).toEqual({ page: 2, perPage: 24 });
  });

  it("keeps a preview key with slashes in one path segment", () => {
    expect(modelPreviewPath("previews/asset-1.glb")).toBe(
      "/api/download-model-preview/previews%2Fasset-1.glb",
    );
  });
});
