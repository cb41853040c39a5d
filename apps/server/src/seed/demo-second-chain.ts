import { SEI_TESTNET_CHAIN_ID } from "@meshlink/domain/chains";
import { crate, type DemoChain, pillar } from "./demo-catalog.ts";
import { GODOT, UNITY, UNREAL } from "./demo-market.ts";

// The demo on the second local chain `npm start` runs beside 31337 (Sei testnet's id on anvil): a
// creator's collection with two of its assets listed, and a studio's game collection on that chain
// into which the studio has integrated one of them, with a second proposal pending. So the
// Blockchain filter, each page's chain and an integration on another chain than the first all show
// something. Its models reuse shapes whose posters are drawn (posters/README.md needs a browser).
export const DEMO_SECOND_CHAIN: DemoChain = {
  chainId: SEI_TESTNET_CHAIN_ID,
  collections: [
    {
      owner: "ada",
      name: "Dune Outpost",
      symbol: "DUNE",
      type: "ERC1155",
      hue: 40,
      description: "<p>Props for <strong>desert</strong> trading posts and the caravans between them.</p>",
      website: "https://example.com/dunes",
      assets: [
        crate("Spice Crate", 50, 12, "Uncommon", {
          category: "props",
          genres: ["historical", "fantasy"],
          description: "A **spice crate** sealed against the sand, game-ready with a tiling plank texture.",
        }),
        crate("Caravan Cart", 20, 3, "Rare", {
          category: "vehicles",
          genres: ["historical", "stylised"],
          description: "A plank-built **caravan cart** for dune roads, game-ready with a tiling texture.",
        }),
        pillar("Sandstone Obelisk", 40, 2, {
          category: "environments",
          genres: ["historical", "fantasy"],
          description: "A wind-worn **sandstone obelisk** marking the road to the oasis.",
        }),
      ],
    },
    {
      owner: "lumen",
      name: "Lumen Dunes",
      symbol: "LDUNE",
      type: "ERC721",
      hue: 330,
      description: "<p>The assets of our desert adventure, integrated from the marketplace.</p>",
      website: "https://example.com/lumen-dunes",
      assets: [],
    },
  ],
  market: {
    listings: [
      {
        asset: "Spice Crate",
        seller: "ada",
        royaltyFee: 450,
        supply: 4,
        engines: [UNITY, GODOT],
        expiry: "never",
      },
      {
        asset: "Sandstone Obelisk",
        seller: "ada",
        royaltyFee: 700,
        supply: 2,
        engines: [UNREAL],
        expiry: { days: 30 },
      },
    ],
    proposals: [
      { asset: "Spice Crate", studio: "lumen", into: "Lumen Dunes", stage: "executed" },
      { asset: "Sandstone Obelisk", studio: "lumen", into: "Lumen Dunes", stage: "pending", ageDays: 2 },
    ],
    offers: [],
  },
};
