import type { ListingEngine } from "@meshlink/domain/validation/game-engine";
import { ZTechnicalDescription } from "@meshlink/domain/validation/technical-description";
import { and, eq } from "drizzle-orm";
import { chainListings, proposals } from "../db/schema.ts";
import { asAddress } from "../services/assets/find-minted-token.ts";
import { cancelListing, createListing } from "../services/listings/record-listing.ts";
import type { MarketDeps, MarketUser } from "../services/listings/market-deps.ts";
import { acceptProposal } from "../services/proposals/accept-proposal.ts";
import { createProposal } from "../services/proposals/create-proposal.ts";
import { recordExecution } from "../services/proposals/record-execution.ts";
import { demoAssetNamed, demoCollectionNamed } from "./demo-lookups.ts";
import { DEMO_OFFERS, type DemoOffer, seedDemoOffers } from "./demo-offers.ts";
import { demoAccount } from "./demo-users.ts";
import type { SeedJournal } from "./seed-journal.ts";
import { sendOnce, type StoreCall } from "./send-once.ts";
import type { SeedOnChain } from "./seed-on-chain.ts";

// The living part of the demo marketplace (decision 007): listings with different royalty fees, engines
// and expiries (one withdrawn by its seller), studios' proposals at every stage — pending, accepted, and one integration
// executed into a studio's collection — and offers in each state (demo-offers.ts). Proposals are dated over the last month so that Trending
// differs between 1D, 7D and 30D; the integration is dated by its block, as it happens. Each step is a real Store transaction recorded through the
// same services as the API, so the indexer's rows and the database agree.

const DAY_S = 86_400;

type Expiry = "never" | { days: number } | "expired";
type DemoListing = {
  asset: string;
  seller: string;
  /** Royalty fee in basis points (the API shows it as `price`). */
  royaltyFee: number;
  /** How many integrations the listing allows. */
  supply: number;
  engines: ListingEngine[];
  expiry: Expiry;
  /** Withdrawn by its seller right away, so the owner sees List again (decision 008). */
  cancelled?: true;
};
type DemoProposal = {
  asset: string;
  studio: string;
  /** The studio's collection the linked token goes to. */
  into: string;
  stage: "pending" | "accepted" | "executed";
  /**
   * How long ago the proposal was made, in days (none: as the seed runs). A proposal is an
   * off-chain row the seed may date; on-chain steps keep their block's time.
   */
  ageDays?: number;
};

const engine = (engineId: string, name: string): ListingEngine => ({ engineId, name });
export const UNITY = engine("unity", "Unity");
export const UNREAL = engine("unreal-engine", "Unreal Engine");
export const GODOT = engine("godot", "Godot");
const BEVY = engine("bevy", "Bevy");

export const DEMO_LISTINGS: DemoListing[] = [
  // First, so its few seconds run out while the rest is seeded.
  {
    asset: "Treasure Chest Crate",
    seller: "ada",
    royaltyFee: 1000,
    supply: 1,
    engines: [UNITY],
    expiry: "expired",
  },
  {
    asset: "Bog Wyrm",
    seller: "kenji",
    royaltyFee: 750,
    supply: 3,
    engines: [UNITY, GODOT],
    expiry: "never",
  },
  {
    asset: "Marble Pillar",
    seller: "ada",
    royaltyFee: 500,
    supply: 2,
    engines: [UNREAL],
    expiry: { days: 30 },
  },
  {
    asset: "Supply Crate",
    seller: "ada",
    royaltyFee: 250,
    supply: 10,
    engines: [UNITY, GODOT, BEVY],
    expiry: { days: 3 },
  },
  {
    asset: "Mire Serpent",
    seller: "kenji",
    royaltyFee: 1500,
    supply: 1,
    engines: [UNREAL, { engineId: null, name: "Swampworks Engine" }],
    expiry: "never",
  },
  {
    asset: "Sandstone Pillar",
    seller: "ada",
    royaltyFee: 800,
    supply: 1,
    engines: [UNREAL, GODOT],
    expiry: { days: 7 },
    cancelled: true,
  },
  {
    asset: "Ember Drake",
    seller: "kenji",
    royaltyFee: 1200,
    supply: 2,
    engines: [UNITY, UNREAL],
    expiry: "never",
  },
  {
    asset: "Neon Cargo Crate",
    seller: "lumen",
    royaltyFee: 300,
    supply: 5,
    engines: [GODOT],
    expiry: { days: 30 },
  },
  {
    asset: "Watchtower Column",
    seller: "ironclad",
    royaltyFee: 650,
    supply: 1,
    engines: [UNREAL, BEVY],
    expiry: { days: 7 },
  },
];

export const DEMO_PROPOSALS: DemoProposal[] = [
  { asset: "Bog Wyrm", studio: "lumen", into: "Lumen Props", stage: "executed" },
  { asset: "Marble Pillar", studio: "ironclad", into: "Ironclad Armory", stage: "accepted", ageDays: 5 },
  { asset: "Supply Crate", studio: "ironclad", into: "Ironclad Armory", stage: "pending" },
  { asset: "Supply Crate", studio: "lumen", into: "Lumen Props", stage: "pending", ageDays: 3 },
  { asset: "Ember Drake", studio: "ironclad", into: "Ironclad Armory", stage: "pending" },
  { asset: "Mire Serpent", studio: "lumen", into: "Lumen Props", stage: "pending", ageDays: 20 },
  { asset: "Neon Cargo Crate", studio: "ironclad", into: "Ironclad Armory", stage: "pending", ageDays: 12 },
  { asset: "Watchtower Column", studio: "lumen", into: "Lumen Props", stage: "pending", ageDays: 26 },
];

/** One chain's market in the demo: its listings, the proposals on them, and offers. */
export type DemoMarket = {
  listings: readonly DemoListing[];
  proposals: readonly DemoProposal[];
  offers: readonly DemoOffer[];
};

export const DEMO_MARKET: DemoMarket = {
  listings: DEMO_LISTINGS,
  proposals: DEMO_PROPOSALS,
  offers: DEMO_OFFERS,
};

export type DemoActor = MarketUser & { accountIndex: number };

/** Lists, proposes, accepts and executes as `market` says, then offers, on `deps.chain`. */
export async function seedDemoMarket(
  deps: MarketDeps & SeedOnChain,
  actors: ReadonlyMap<string, DemoActor>,
  journal: SeedJournal,
  market: DemoMarket,
) {
  const chain = deps.chain;
  const chainId = chain.chainId;
  const send = (step: string, actor: DemoActor, call: () => Promise<StoreCall> | StoreCall) =>
    sendOnce(journal, step, chain, demoAccount(actor.accountIndex), call);
  const assetNamed = (name: string) => demoAssetNamed(deps.db, chainId, name);

  const listingOf = new Map<string, string>();
  let expiresAt = 0;
  for (const demo of market.listings) {
    const seller = actors.get(demo.seller)!;
    const asset = await assetNamed(demo.asset);
    const txHash = await send(`listing/${demo.asset}`, seller, async () => {
      // The contract wants an expiry after the next block's timestamp; wall clock and chain may differ.
      const latest = Number((await chain.client.getBlock()).timestamp);
      const now = Math.max(latest, Math.floor(Date.now() / 1000));
      const expiration =
        demo.expiry === "never" ? 0 : demo.expiry === "expired" ? now + 2 : now + demo.expiry.days * DAY_S;
      return {
        functionName: "listForSale",
        args: [
          asAddress(asset.collectionAddress),
          BigInt(asset.tokenId),
          BigInt(demo.supply),
          demo.royaltyFee,
          BigInt(expiration),
          // The seller's default wallet, as the web names it (decision 017): a demo user's only one.
          asAddress(seller.wallet),
        ],
      };
    });
    const ref = await createListing(deps, seller, {
      chainId,
      txHash,
      engines: demo.engines,
      technicalDescription: ZTechnicalDescription.parse(asset.technicalDescription),
    });
    if (demo.expiry === "expired") expiresAt = await expirationOf(deps, ref.listId);
    listingOf.set(demo.asset, ref.listId);
    if (demo.cancelled) {
      const cancelTx = await send(`cancel/${demo.asset}`, seller, () => ({
        functionName: "cancelListing",
        args: [BigInt(ref.listId)],
      }));
      await cancelListing(deps, seller, ref.listId, { chainId, txHash: cancelTx });
    }
  }

  let executed = 0;
  for (const demo of market.proposals) {
    const studio = actors.get(demo.studio)!;
    const asset = await assetNamed(demo.asset);
    const owner = [...actors.values()].find((actor) => actor.id === asset.creatorUserId)!;
    const into = await demoCollectionNamed(deps.db, chainId, studio.id, demo.into);
    const listingId = listingOf.get(demo.asset)!;
    // One proposal per studio and listing: a resumed seed finds the one it made before the crash.
    if (!(await proposalOf(deps, listingId, studio.id)))
      await createProposal(deps, studio, {
        assetId: asset.id,
        listingId,
        offererCollectionAddress: into.address,
      });
    const proposal = (await dateProposal(deps, listingId, studio.id, demo.ageDays))!;
    if (demo.stage === "pending") continue;
    const approveTx = await send(`approve/${demo.asset}`, owner, () => ({
      functionName: "approveListing",
      args: [BigInt(listingId), asAddress(studio.wallet)],
    }));
    if (!proposal.accepted) await acceptProposal(deps, owner, proposal.id, { chainId, txHash: approveTx });
    if (demo.stage === "accepted") continue;
    const executeTx = await send(`execute/${demo.asset}`, studio, () => ({
      functionName: "executeListing",
      args: [BigInt(listingId), asAddress(into.address)],
    }));
    await recordExecution(deps, studio, proposal.id, { chainId, txHash: executeTx });
    executed++;
  }

  // Offers in each state; the accepted one is an integration as the executed proposal is.
  const { offers, acceptedOffers } = await seedDemoOffers(deps, actors, journal, market.offers);

  // The expired listing must read as expired once the seed reports done (a second or two at most).
  const wait = expiresAt * 1000 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 50));
  return {
    listings: market.listings.length,
    proposals: market.proposals.length,
    offers,
    integrations: executed + acceptedOffers,
  };
}

/** The studio's proposal on the listing, dated `ageDays` ago when given. */
async function dateProposal(
  deps: MarketDeps & SeedOnChain,
  listingId: string,
  offererId: string,
  ageDays?: number,
) {
  if (ageDays !== undefined)
    await deps.db
      .update(proposals)
      .set({ createdAt: new Date(Date.now() - ageDays * DAY_S * 1000) })
      .where(ofStudio(deps, listingId, offererId));
  return proposalOf(deps, listingId, offererId);
}

async function proposalOf(deps: MarketDeps & SeedOnChain, listingId: string, offererId: string) {
  const [row] = await deps.db
    .select()
    .from(proposals)
    .where(ofStudio(deps, listingId, offererId));
  return row;
}

// Listing ids count from 1 on each chain's Store: the chain tells one chain's listing from another's.
const ofStudio = (deps: SeedOnChain, listingId: string, offererId: string) =>
  and(
    eq(proposals.chainId, deps.chain.chainId),
    eq(proposals.listingId, listingId),
    eq(proposals.offererId, offererId),
  );

async function expirationOf(deps: MarketDeps & SeedOnChain, listingId: string): Promise<number> {
  const [row] = await deps.db
    .select({ expiration: chainListings.expiration })
    .from(chainListings)
    .where(and(eq(chainListings.chainId, deps.chain.chainId), eq(chainListings.listingId, listingId)));
  return Number(row?.expiration ?? 0);
}
