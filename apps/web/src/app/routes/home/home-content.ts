import { TOKEN_TYPES } from "@meshlink/domain/constants/token-types";

// Home page copy drawn from spec section 1 (what the product does, chains, token types).
export const steps = [
  {
    title: "List your asset",
    text: "Creators list game-ready 3D assets with engines, technical details, a source archive and a preview model.",
  },
  {
    title: "Studios propose",
    text: "Game studios propose to integrate a listed asset into their game. The owner reviews and accepts.",
  },
  {
    title: "Integrate on-chain",
    text: "The studio executes the integration, minting a linked asset in its own collection that pays the creator's royalty.",
  },
];

/** Spec section 1's chains, shown until GET /api/chains says which of them this server follows. */
export const chains = ["Ethereum", "Polygon", "Polygon zkEVM", "Everscale", "Immutable zkEVM", "Sei"];

export const tokenTypes = TOKEN_TYPES.map((type) => type.label);
