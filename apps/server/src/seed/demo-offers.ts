import { offerAssetIdOf } from "@meshlink/domain/users-api.types";
import { asAddress } from "../services/assets/find-minted-token.ts";
import type { MarketDeps } from "../services/listings/market-deps.ts";
import { recordOfferMade } from "../services/offers/record-offer-made.ts";
import { recordOfferStep } from "../services/offers/record-offer-step.ts";
import { demoAssetNamed, demoCollectionNamed } from "./demo-lookups.ts";
import type { DemoActor } from "./demo-market.ts";
import { demoAccount } from "./demo-users.ts";
import type { SeedJournal } from "./seed-journal.ts";
import { sendOnce, type StoreCall } from "./send-once.ts";
import type { SeedOnChain } from "./seed-on-chain.ts";

// Studios' offers on creators' assets in each state of decision 018, so the demo shows the asset
// page's Offers panel, the bell's offer notifications and browse's HAS OFFER: one made, one
// authorized by the holder, and one accepted — which executes the integration, minting a linked
// token into the studio's game collection. Assets without listings or proposals, so an offer is
// what they show; and one that is no longer valid: made on Ada's Ammo Crates before she hands
// editions to Kenji (demo-holders.ts), a transfer that leaves it stale (the Store's StaleOffer).
export type DemoOffer = {
  asset: string;
  studio: string;
  /** The studio's game collection the linked token goes to. */
  into: string;
  /** The royalty the studio proposes, in basis points, as a listing's. */
  royaltyFee: number;
  stage: "made" | "authorized" | "accepted";
};

export const DEMO_OFFERS: DemoOffer[] = [
  { asset: "Swamp Witch", studio: "ironclad", into: "Ironclad Armory", royaltyFee: 900, stage: "made" },
  { asset: "Supply Wagon", studio: "lumen", into: "Lumen Props", royaltyFee: 600, stage: "authorized" },
  { asset: "Quest Marker", studio: "lumen", into: "Lumen Props", royaltyFee: 400, stage: "accepted" },
  { asset: "Ammo Crate", studio: "ironclad", into: "Ironclad Armory", royaltyFee: 700, stage: "made" },
];

/**
 * Makes, authorizes and accepts as `demoOffers` say: each step a Store transaction sent once across
 * restarts (send-once.ts), then recorded through the same services as the API, which are idempotent,
 * so a resumed seed records a step it had sent but not recorded, and nothing twice.
 */
export async function seedDemoOffers(
  deps: MarketDeps & SeedOnChain,
  actors: ReadonlyMap<string, DemoActor>,
  journal: SeedJournal,
  demoOffers: readonly DemoOffer[],
) {
  const chain = deps.chain;
  const chainId = chain.chainId;
  const send = (step: string, actor: DemoActor, call: () => StoreCall) =>
    sendOnce(journal, step, chain, demoAccount(actor.accountIndex), call);
  let accepted = 0;
  for (const demo of demoOffers) {
    const studio = actors.get(demo.studio)!;
    const asset = await demoAssetNamed(deps.db, chainId, demo.asset);
    const holder = [...actors.values()].find((actor) => actor.id === asset.creatorUserId)!;
    const into = await demoCollectionNamed(deps.db, chainId, studio.id, demo.into);

    const madeTx = await send(`offer/${demo.asset}`, studio, () => ({
      functionName: "makeOffer",
      args: [
        offerAssetIdOf(asset.id),
        asAddress(holder.wallet),
        asAddress(into.address),
        asAddress(asset.collectionAddress),
        BigInt(asset.tokenId),
        demo.royaltyFee,
      ],
    }));
    // Journalled: recording checks the holder against the token's owner today, and a later step
    // (demo-holders.ts) may have moved the token since this offer was made.
    const { offerId } = await journal.once(`record-offer/${demo.asset}`, async () => {
      const made = await recordOfferMade(deps, studio, { chainId, txHash: madeTx, assetId: asset.id });
      return { offerId: made.offerId };
    });
    if (demo.stage === "made") continue;

    const authorizeTx = await send(`authorize-offer/${demo.asset}`, holder, () => ({
      functionName: "authorizeOffer",
      args: [BigInt(offerId)],
    }));
    await recordOfferStep(deps, holder, offerId, { chainId, txHash: authorizeTx }, "authorize");
    if (demo.stage === "authorized") continue;

    const acceptTx = await send(`accept-offer/${demo.asset}`, studio, () => ({
      functionName: "acceptOffer",
      args: [BigInt(offerId)],
    }));
    await recordOfferStep(deps, studio, offerId, { chainId, txHash: acceptTx }, "accept");
    accepted++;
  }
  return { offers: demoOffers.length, acceptedOffers: accepted };
}
