import type { AssetCategory, AssetGenre } from "@meshlink/domain/constants/asset-categories";
import type { DemoMarket } from "./demo-market.ts";
import type { DemoShape } from "./demo-models.ts";

// What the demo seed creates on a fresh installation: creators, studios and an admin on
// anvil's funded accounts 5–9 (0–4 stay free for the web's Demo wallet sign-up), their collections
// and minted assets. Between them the assets name every category and genre, so each browse filter
// finds something. Changing this list changes only new installations.

export type DemoUser = {
  key: string;
  name: string;
  type: "creator" | "studio" | "admin";
  /** anvil account index (mnemonic "test … junk"). */
  accountIndex: number;
  description: string;
};

export type DemoAsset = {
  name: string;
  description: string;
  shape: DemoShape;
  supply: number;
  properties: { name: string; value: string | number }[];
  polyCount: string;
  category: AssetCategory;
  genres: AssetGenre[];
};

/** What the browse filters find an asset by, and a description when the shape's own does not fit. */
type Tags = Pick<DemoAsset, "category" | "genres"> & { description?: string };

export type DemoCollection = {
  owner: string;
  name: string;
  symbol: string;
  type: "ERC721" | "ERC1155";
  hue: number;
  description: string;
  website: string;
  assets: DemoAsset[];
};

/** What the demo puts on one local chain: collections with their assets, and its market. */
export type DemoChain = {
  chainId: number;
  collections: readonly DemoCollection[];
  market: DemoMarket;
};

export const DEMO_USERS: DemoUser[] = [
  {
    key: "ada",
    name: "Ada Voxel",
    type: "creator",
    accountIndex: 5,
    description: "Props and set dressing for fantasy worlds.",
  },
  {
    key: "kenji",
    name: "Kenji Mesh",
    type: "creator",
    accountIndex: 6,
    description: "Creatures, rigged and ready to animate.",
  },
  {
    key: "lumen",
    name: "Lumen Forge Studio",
    type: "studio",
    accountIndex: 7,
    description: "Indie studio making cosy adventure games.",
  },
  {
    key: "ironclad",
    name: "Ironclad Games",
    type: "studio",
    accountIndex: 8,
    description: "Action RPGs for PC and consoles.",
  },
  {
    key: "admin",
    name: "MeshLink Admin",
    type: "admin",
    accountIndex: 9,
    description: "Keeps the marketplace tidy.",
  },
];

export const crate = (name: string, hue: number, supply: number, rarity: string, tags: Tags): DemoAsset => ({
  name,
  description: `A sturdy **${name.toLowerCase()}**, game-ready with a tiling plank texture.`,
  ...tags,
  shape: { kind: "crate", hue, size: 1 },
  supply,
  properties: [
    { name: "Material", value: "Wood" },
    { name: "Rarity", value: rarity },
    { name: "Size (m)", value: 1 },
  ],
  polyCount: "60",
});

export const pillar = (name: string, hue: number, supply: number, tags: Tags): DemoAsset => ({
  name,
  description: `An ancient **${name.toLowerCase()}** for temples and ruins.`,
  ...tags,
  shape: { kind: "pillar", hue, size: 1 },
  supply,
  properties: [
    { name: "Material", value: "Stone" },
    { name: "Style", value: "Classical" },
  ],
  polyCount: "360",
});

const creature = (name: string, hue: number, tags: Tags): DemoAsset => ({
  name,
  description: `**${name}**: a rigged creature with Idle, Walk and Roar animations.`,
  ...tags,
  shape: { kind: "creature", hue, size: 1 },
  supply: 1,
  properties: [
    { name: "Rig", value: "3 joints" },
    { name: "Animations", value: 3 },
    { name: "Habitat", value: "Swamp" },
  ],
  polyCount: "288",
});

export const DEMO_COLLECTIONS: DemoCollection[] = [
  {
    owner: "ada",
    name: "Frontier Crates",
    symbol: "CRATE",
    type: "ERC1155",
    hue: 30,
    description: "<p>Stackable <strong>crates</strong> for every frontier town.</p>",
    website: "https://example.com/crates",
    assets: [
      crate("Supply Crate", 30, 25, "Common", {
        category: "props",
        genres: ["post-apocalyptic", "realistic"],
      }),
      crate("Ammo Crate", 90, 10, "Uncommon", { category: "weapons", genres: ["sci-fi", "cyberpunk"] }),
      crate("Treasure Chest Crate", 50, 3, "Epic", { category: "props", genres: ["fantasy", "stylised"] }),
      crate("Supply Wagon", 20, 4, "Uncommon", {
        category: "vehicles",
        genres: ["historical", "realistic"],
        description: "A plank-built **supply wagon** for frontier roads, game-ready with a tiling texture.",
      }),
    ],
  },
  {
    owner: "ada",
    name: "Ancient Pillars",
    symbol: "PILLAR",
    type: "ERC721",
    hue: 210,
    description: "<p>Columns from a forgotten empire.</p>",
    website: "https://example.com/pillars",
    assets: [
      pillar("Marble Pillar", 210, 1, { category: "environments", genres: ["fantasy", "realistic"] }),
      pillar("Sandstone Pillar", 40, 1, { category: "environments", genres: ["historical"] }),
      pillar("Quest Marker", 170, 1, {
        category: "ui",
        genres: ["fantasy", "stylised"],
        description: "A glowing **quest marker** that points players to their next objective.",
      }),
    ],
  },
  {
    owner: "kenji",
    name: "Swamp Critters",
    symbol: "CRITTR",
    type: "ERC721",
    hue: 120,
    description: "<p>Rigged and animated <em>swamp creatures</em>.</p>",
    website: "https://example.com/critters",
    assets: [
      creature("Bog Wyrm", 120, { category: "creatures", genres: ["fantasy", "horror"] }),
      creature("Mire Serpent", 280, { category: "animations", genres: ["horror"] }),
      creature("Swamp Witch", 260, {
        category: "characters",
        genres: ["fantasy", "horror"],
        description: "**Swamp Witch**: a rigged character with Idle, Walk and Roar animations.",
      }),
      creature("Ember Drake", 15, { category: "creatures", genres: ["fantasy", "stylised"] }),
    ],
  },
  {
    owner: "lumen",
    name: "Lumen Props",
    symbol: "LUMEN",
    type: "ERC1155",
    hue: 300,
    description: "<p>Props our artists share with the community.</p>",
    website: "https://example.com/lumen",
    assets: [
      crate("Lantern Crate", 300, 5, "Rare", {
        category: "vfx",
        genres: ["stylised"],
        description: "A **lantern crate** whose flickering glow lights cosy night scenes.",
      }),
      crate("Neon Cargo Crate", 190, 20, "Common", { category: "props", genres: ["cyberpunk", "sci-fi"] }),
    ],
  },
  {
    owner: "ironclad",
    name: "Ironclad Armory",
    symbol: "IRON",
    type: "ERC721",
    hue: 0,
    description: "<p>Assets licensed for our next <strong>action RPG</strong>.</p>",
    website: "https://example.com/ironclad",
    assets: [
      crate("Siege Crate", 0, 1, "Rare", { category: "weapons", genres: ["historical", "realistic"] }),
      pillar("Watchtower Column", 100, 1, {
        category: "environments",
        genres: ["post-apocalyptic", "realistic"],
        description: "A scorched **watchtower column** from a fallen outpost.",
      }),
    ],
  },
];
