import type { UserType } from "@meshlink/domain/constants/user-types";
import type { InjectOptions } from "fastify";
import type { CatalogTestApp } from "./catalog-test-kit.ts";
import { storeActor } from "./store-actor.ts";
import { newSession, walletSession, type WalletSession } from "./wallet-session.ts";

// The people of spec section 6 as signed-in users on anvil accounts, for route tests that ask the
// same question of each of them. "other" is a second studio with no stake in the asset, so a rule
// that holds for any studio and one that holds only for the proposer give different answers.

export const ACTORS = ["anonymous", "owner", "creator", "studio", "other", "admin"] as const;
export type Actor = (typeof ACTORS)[number];
export type SignedInActor = Exclude<Actor, "anonymous">;
export type MarketPeople = Record<SignedInActor, WalletSession>;

const ROLES: Record<SignedInActor, { account: number; name: string; type: UserType }> = {
  owner: { account: 1, name: "Ada Owner", type: "creator" },
  creator: { account: 2, name: "Cy Creator", type: "creator" },
  studio: { account: 3, name: "Studio Bee", type: "studio" },
  other: { account: 4, name: "Other Studio", type: "studio" },
  admin: { account: 5, name: "Ad Min", type: "admin" },
};

export async function marketPeople(kit: CatalogTestApp): Promise<MarketPeople> {
  const people: Partial<MarketPeople> = {};
  for (const [actor, { account, ...fields }] of Object.entries(ROLES)) {
    people[actor as SignedInActor] = await walletSession(kit.db, account, fields);
  }
  return people as MarketPeople;
}

/** `inject` as `actor`: the actor's bearer header (unless `options.headers` has one), none for anonymous. */
export function requestAs(kit: CatalogTestApp, people: MarketPeople) {
  return (actor: Actor, options: InjectOptions & { url: string }) => {
    const bearer = actor === "anonymous" ? {} : people[actor].headers;
    return kit.app.inject({ ...options, headers: { ...bearer, ...options.headers } });
  };
}

/** Another session for the same user (for calls that end the session they are made with). */
export const extraSession = (kit: CatalogTestApp, user: WalletSession) =>
  newSession(kit.db, user.id, user.address);

/**
 * Store transactions sent from the user's wallet, on the kit's first chain unless `chain` is given;
 * each resolves to the mined transaction's hash.
 */
export function storeTx(kit: CatalogTestApp, user: WalletSession, chain = kit.chain.connection) {
  const actor = storeActor(chain, user.account.address);
  return async (...call: Parameters<typeof actor.write>) => (await actor.write(...call)).transactionHash;
}
