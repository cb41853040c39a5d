import type { DemoChain } from "../seed/demo-catalog.ts";
import { DEMO_IMPORTED } from "../seed/demo-imported.ts";
import { DEMO_CHAINS } from "../seed/seed-demo.ts";

// What the demo seed leaves on the local chains `npm start` runs (31337 and 1328), for tests that
// count its rows.

/** A count summed over every chain's part of the demo. */
export const demoTotal = (of: (part: DemoChain) => number) =>
  DEMO_CHAINS.reduce((sum, part) => sum + of(part), 0);

export const mintedOn = (part: DemoChain) =>
  part.collections.reduce((sum, collection) => sum + collection.assets.length, 0);

/** The studios' linked copies: one per executed proposal and per accepted offer. */
export const linkedOn = (part: DemoChain) =>
  part.market.proposals.filter((proposal) => proposal.stage === "executed").length +
  part.market.offers.filter((offer) => offer.stage === "accepted").length;

/** Minted, linked, and the imported collection's tokens. */
export const DEMO_ASSET_COUNT = demoTotal(mintedOn) + demoTotal(linkedOn) + DEMO_IMPORTED.tokens.length;
