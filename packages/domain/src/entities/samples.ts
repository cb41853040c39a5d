import type { Asset } from "./asset.ts";
import type { Listing } from "./listing.ts";
import type { Proposal } from "./proposal.ts";
import type { User } from "./user.ts";

// Valid records as the API serves them, for tests on both sides (schema tests, route tests, web
// component tests). Each is a fresh object per call so a test may change it freely.
export const SAMPLE_OWNER_ADDRESS = "0x71c7656ec7ab88b098defb751b7401b5f6d8976f";
export const SAMPLE_STUDIO_ADDRESS = "0x2546bcd3c84621e976d8185a91a922ae77ecec30";
export const SAMPLE_COLLECTION_ADDRESS = "0x5fbdb2315678afecb367f032d93f642f64180aa3";

export const sampleListing = (overrides: Partial<Listing> = {}): Listing => ({
  listId: "1",
  seller: SAMPLE_OWNER_ADDRESS,
  sellerUserId: "creator-1",
  price: 250,
  expiration: "2026-12-01T12:00:00.000Z",
  isActive: true,
  state: "active",
  engines: [{ engineId: "unity", name: "Unity" }],
  ...overrides,
});

export const sampleProposal = (overrides: Partial<Proposal> = {}): Proposal => ({
  _id: "proposal-1",
  offererId: "studio-1",
  offererName: "Studio One",
  offererAddress: SAMPLE_STUDIO_ADDRESS,
  offererCollectionAddress: "0xe7f1725e7734ce288f8367e1bb143e90bb3f0512",
  tokenId: "1",
  listingId: "1",
  accepted: false,
  isFinalised: false,
  ...overrides,
});

export const sampleUser = (overrides: Partial<User> = {}): User => ({
  _id: "creator-1",
  name: "Ada",
  address: SAMPLE_OWNER_ADDRESS,
  addresses: [{ address: SAMPLE_OWNER_ADDRESS }],
  defaultAdress: { address: SAMPLE_OWNER_ADDRESS },
  avatar: null,
  avatarUrl: null,
  banner: null,
  bannerUrl: null,
  portfolio: null,
  description: null,
  account: null,
  type: "creator",
  ...overrides,
});

export const sampleAsset = (overrides: Partial<Asset> = {}): Asset => ({
  _id: "asset-1",
  name: "Crystal Sword",
  description: "A sword.",
  imageUrl: "/cdn/images/sword.png",
  address: SAMPLE_COLLECTION_ADDRESS,
  tokenId: "1",
  ercType: "ERC721",
  blockchain: { name: "Local", symbol: "ETH", chainId: 31337 },
  blockchainId: "chain-31337",
  collection: {
    name: "Blades",
    imageUrl: null,
    address: SAMPLE_COLLECTION_ADDRESS,
    description: null,
    userId: "creator-1",
    social: [{ name: "WEBSITE", value: "https://example.com" }],
  },
  collectionId: "collection-1",
  user: { _id: "creator-1", name: "Ada", addresses: [{ address: SAMPLE_OWNER_ADDRESS }] },
  userId: "creator-1",
  original: null,
  metadata: "bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy",
  properties: [
    { name: "Rarity", value: "Epic" },
    { name: "Damage", value: 42 },
  ],
  technicalDescription: {
    short: { rigged: true, animations: false, textures: true, polyCount: "12k" },
    extended: "",
    about: "",
  },
  requirements: null,
  listings: [sampleListing()],
  proposals: [sampleProposal()],
  filesMetadata: {
    archiveStructure: [
      { name: "textures", isFolder: true, children: [{ name: "albedo.png", isFolder: false, children: [] }] },
      { name: "sword.fbx", isFolder: false, children: [] },
    ],
  },
  previewS3Key: "previews/asset-1.glb",
  ...overrides,
});
