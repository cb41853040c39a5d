import type { AssetDetails, ModelFacts } from "@meshlink/domain/assets-api.types";
import type { AssetCard } from "@meshlink/domain/entities/asset-card";
import { SAMPLE_OWNER_ADDRESS, sampleAsset } from "@meshlink/domain/entities/samples";

export const sampleModelFacts = (overrides: Partial<ModelFacts> = {}): ModelFacts => ({
  triangles: 12_400,
  vertices: 7_100,
  meshes: 3,
  materials: 2,
  rigged: true,
  boundingBox: { min: [-1, 0, -1], max: [1, 2, 1] },
  fileSize: 2_450_000,
  textures: [{ name: "albedo", width: 2048, height: 2048, mimeType: "image/png" }],
  animations: [],
  validation: { errors: 0, warnings: 2 },
  ...overrides,
});

/** sampleAsset as GET /api/assets/{address}/{tokenId} serves it. */
export const sampleAssetDetails = (overrides: Partial<AssetDetails> = {}): AssetDetails => ({
  ...sampleAsset(),
  imported: false,
  metadataState: null,
  category: null,
  genres: [],
  ownerCount: 1,
  modelFacts: sampleModelFacts(),
  originalAsset: null,
  connectedAssets: [],
  creator: { _id: "creator-1", name: "Ada", addresses: [{ address: SAMPLE_OWNER_ADDRESS }] },
  holder: { address: SAMPLE_OWNER_ADDRESS, user: { _id: "creator-1", name: "Ada" } },
  userNames: [{ _id: "creator-1", name: "Ada" }],
  ...overrides,
});

export const sampleAssetCard = (overrides: Partial<AssetCard> = {}): AssetCard => ({
  _id: "asset-2",
  name: "Iron Shield",
  address: "0x5fbdb2315678afecb367f032d93f642f64180aa3",
  tokenId: "2",
  ercType: "ERC721",
  collection: { name: "Blades" },
  imgUrl: null,
  supply: 1,
  ownedTokenCount: 1,
  onlyTokenCount: 1,
  marketplace: true,
  listings: [],
  proposals: [],
  ...overrides,
});
