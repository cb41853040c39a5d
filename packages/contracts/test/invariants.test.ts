// fast-check properties of the listing and integration invariants ("Tests and figures").
import assert from "node:assert/strict";
import fc from "fast-check";
import type { Address } from "viem";
import {
  EXTERNAL_1155,
  EXTERNAL_721,
  type World,
  account,
  createCollection,
  creator,
  expectRevert,
  external1155As,
  external721As,
  freshWorld,
  latestTimestamp,
  list,
  multipleAs,
  offerArgs,
  receipt,
  registerCollection,
  singleAs,
  storeAs,
  stranger,
  studio,
  testClient,
} from "./fixture.ts";

const runs = { numRuns: 25 };
const proposers = [5, 6, 7, 8, 9].map(account);
/** Who a listing may pay: the seller, or any other account (the seller's default wallet elsewhere). */
const recipients = [creator, stranger, account(10)];

/** Fresh world plus one Single game collection for each extra proposer. */
async function worldWithProposers(): Promise<World & { games: Map<Address, Address> }> {
  const w = await freshWorld();
  const games = new Map<Address, Address>();
  for (const proposer of proposers) games.set(proposer, await createCollection(w.store, proposer));
  return { ...w, games };
}

const at = async (timestamp: bigint) => testClient.setNextBlockTimestamp({ timestamp });

describe("Store invariants (property-based)", () => {
  it("an expired or cancelled listing never executes", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 2, max: 200 }),
        fc.integer({ min: 0, max: 400 }),
        fc.boolean(),
        async (lifetime, wait, cancel) => {
          const w = await freshWorld();
          const start = (await latestTimestamp()) + 10n;
          const expiration = start + BigInt(lifetime);
          await at(start);
          const id = await list(w, { expiration });
          await at(start + 1n);
          await receipt(storeAs(w.store, creator).write.approveListing([id, studio]));
          await at(start + 2n);
          if (cancel) await receipt(storeAs(w.store, creator).write.cancelListing([id]));
          else await testClient.mine({ blocks: 1 });
          const executeAt = start + 3n + BigInt(wait);
          await at(executeAt);
          const execute = storeAs(w.store, studio).write.executeListing([id, w.studioGame]);
          if (cancel) await expectRevert(execute, "ListingInactive");
          else if (executeAt >= expiration) await expectRevert(execute, "ListingExpired");
          else await receipt(execute);
        },
      ),
      runs,
    );
  });

  it("one approval yields exactly one linked token carrying the listing's royalty, to the last recipient named", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 9999 }),
        fc.bigInt({ min: 1n, max: 3n }),
        fc.bigInt({ min: 0n, max: 10n ** 24n }),
        fc.constantFrom(...recipients),
        fc.option(fc.constantFrom(...recipients), { nil: undefined }),
        async (fee, supply, salePrice, listedTo, editedTo) => {
          const w = await freshWorld();
          const id = await list(w, { fee, supply, recipient: listedTo });
          if (editedTo) await receipt(storeAs(w.store, creator).write.editListings([id, 0n, editedTo, fee]));
          const recipient = editedTo ?? listedTo;
          assert.equal((await storeAs(w.store, creator).read.getListedNft([id])).royaltyRecipient, recipient);
          await receipt(storeAs(w.store, creator).write.approveListing([id, studio]));
          await receipt(storeAs(w.store, studio).write.executeListing([id, w.studioGame]));
          // The approval is spent; with no supply left the listing is inactive first.
          await expectRevert(
            storeAs(w.store, studio).simulate.executeListing([id, w.studioGame]),
            supply === 1n ? "ListingInactive" : "NotApproved",
          );
          const game = singleAs(w.studioGame, studio);
          assert.equal(await game.read.balanceOf([studio]), 1n);
          assert.deepEqual(await game.read.linkOf([1n]), [w.single, 1n]);
          assert.deepEqual(await game.read.royaltyInfo([1n, salePrice]), [
            recipient,
            (salePrice * BigInt(fee)) / 10_000n,
          ]);
          assert.equal((await storeAs(w.store, creator).read.getListedNft([id])).supply, supply - 1n);
        },
      ),
      runs,
    );
  });

  it("supply never underflows: at most `supply` executions succeed, then the listing is inactive", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.bigInt({ min: 1n, max: 4n }),
        fc.integer({ min: 1, max: 5 }),
        async (supply, wanted) => {
          const w = await worldWithProposers();
          const id = await list(w, { supply });
          const callers = proposers.slice(0, wanted);
          for (const proposer of callers)
            await receipt(storeAs(w.store, creator).write.approveListing([id, proposer]));
          let executed = 0n;
          for (const proposer of callers) {
            const execute = storeAs(w.store, proposer).write.executeListing([
              id,
              w.games.get(proposer) as Address,
            ]);
            if (executed < supply) {
              await receipt(execute);
              executed += 1n;
            } else {
              await expectRevert(execute, "ListingInactive");
            }
            const listed = await storeAs(w.store, creator).read.getListedNft([id]);
            assert.equal(listed.supply, supply - executed);
            assert.equal(listed.active, listed.supply > 0n);
          }
        },
      ),
      runs,
    );
  });

  it("only an approved proposer executes", async () => {
    await fc.assert(
      fc.asyncProperty(fc.subarray(proposers), fc.constantFrom(...proposers), async (approved, caller) => {
        const w = await worldWithProposers();
        const id = await list(w, { supply: 10n });
        for (const proposer of approved)
          await receipt(storeAs(w.store, creator).write.approveListing([id, proposer]));
        const execute = storeAs(w.store, caller).write.executeListing([id, w.games.get(caller) as Address]);
        if (approved.includes(caller)) await receipt(execute);
        else await expectRevert(execute, "NotApproved", [id, caller]);
      }),
      runs,
    );
  });

  it("a transferred token's old listing is unusable, wherever the token ends up", async () => {
    const holders = [creator, stranger, studio];
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.array(fc.constantFrom(...holders), { minLength: 1, maxLength: 4 }),
        async (multiple, path) => {
          const w = await freshWorld();
          const collection = multiple ? w.multiple : w.single;
          const id = await list(w, { collection });
          await receipt(storeAs(w.store, creator).write.approveListing([id, studio]));
          let holder = creator;
          for (const next of path.filter((to, i) => to !== (i === 0 ? creator : path[i - 1]))) {
            if (multiple) {
              const balance = await multipleAs(collection, holder).read.balanceOf([holder, 1n]);
              await receipt(
                multipleAs(collection, holder).write.safeTransferFrom([holder, next, 1n, balance, "0x"]),
              );
            } else {
              await receipt(singleAs(collection, holder).write.transferFrom([holder, next, 1n]));
            }
            holder = next;
          }
          const moved = holder !== creator || path.some((to) => to !== creator);
          const execute = storeAs(w.store, studio).simulate.executeListing([id, w.studioGame]);
          if (moved) await expectRevert(execute, "StaleListing", [id]);
          else await execute;
        },
      ),
      runs,
    );
  });

  it("an offer yields exactly one linked token, with its royalty, only when made, authorized and accepted", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 9999 }),
        fc.bigInt({ min: 0n, max: 10n ** 24n }),
        fc.array(fc.constantFrom("authorize", "accept", "stranger"), { maxLength: 5 }),
        async (fee, salePrice, steps) => {
          const w = await freshWorld();
          await receipt(storeAs(w.store, studio).write.makeOffer([...offerArgs(w, { fee })]));
          let state = 1;
          for (const step of steps) {
            const caller = step === "authorize" ? creator : step === "accept" ? studio : stranger;
            const call =
              step === "authorize"
                ? storeAs(w.store, caller).write.authorizeOffer([1n])
                : storeAs(w.store, caller).write.acceptOffer([1n]);
            const expected = step === "authorize" ? 1 : 2;
            if (step !== "stranger" && state === expected) {
              await receipt(call);
              state += 1;
            } else {
              await expectRevert(
                call,
                state === 2 && step === "stranger" ? "NotOfferParty" : "InvalidOfferState",
              );
            }
          }
          const game = singleAs(w.studioGame, studio);
          const offer = await storeAs(w.store, studio).read.getOffer([1n]);
          assert.deepEqual([offer.state, offer.isAccepted], [state, state === 3]);
          assert.equal(await game.read.balanceOf([studio]), state === 3 ? 1n : 0n);
          if (state === 3) {
            assert.deepEqual(await game.read.linkOf([1n]), [w.single, 1n]);
            assert.deepEqual(await game.read.royaltyInfo([1n, salePrice]), [
              creator,
              (salePrice * BigInt(fee)) / 10_000n,
            ]);
          }
        },
      ),
      runs,
    );
  });

  it("an offer whose token left its holder never executes, wherever the token ends up", async () => {
    const holders = [creator, stranger, studio];
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.boolean(),
        fc.array(fc.constantFrom(...holders), { maxLength: 3 }),
        async (multiple, authorizeFirst, path) => {
          const w = await freshWorld();
          const collection = multiple ? w.multiple : w.single;
          await receipt(storeAs(w.store, studio).write.makeOffer([...offerArgs(w, { collection })]));
          if (authorizeFirst) await receipt(storeAs(w.store, creator).write.authorizeOffer([1n]));
          let holder = creator;
          for (const next of path.filter((to, i) => to !== (i === 0 ? creator : path[i - 1]))) {
            if (multiple) {
              const balance = await multipleAs(collection, holder).read.balanceOf([holder, 1n]);
              await receipt(
                multipleAs(collection, holder).write.safeTransferFrom([holder, next, 1n, balance, "0x"]),
              );
            } else {
              await receipt(singleAs(collection, holder).write.transferFrom([holder, next, 1n]));
            }
            holder = next;
          }
          const moved = path.some((to) => to !== creator);
          const step = authorizeFirst
            ? storeAs(w.store, studio).simulate.acceptOffer([1n])
            : storeAs(w.store, creator).simulate.authorizeOffer([1n]);
          if (moved) await expectRevert(step, "StaleOffer", [1n]);
          else await step;
        },
      ),
      runs,
    );
  });

  it("registration succeeds only for the owner of an ERC-721 or ERC-1155 collection the Store does not know", async () => {
    const targets = ["external721", "external1155", "single", "store", "stranger"] as const;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.constantFrom(...targets), fc.constantFrom(creator, stranger)), {
          minLength: 1,
          maxLength: 4,
        }),
        async (attempts) => {
          const w = await freshWorld();
          const addressOf = { ...w, stranger } as Record<(typeof targets)[number], Address>;
          const kinds = new Map<Address, number>([[w.single, 1]]);
          const collectionKind = { external721: EXTERNAL_721, external1155: EXTERNAL_1155 } as const;
          for (const [target, caller] of attempts) {
            const collection = addressOf[target];
            const register = storeAs(w.store, caller).write.registerCollection([collection]);
            if (kinds.has(collection)) await expectRevert(register, "CollectionAlreadyKnown", [collection]);
            else if (target === "store" || target === "stranger")
              await expectRevert(register, "UnsupportedCollection", [collection]);
            else if (caller !== creator)
              await expectRevert(register, "NotCollectionOwner", [collection, caller]);
            else {
              await receipt(register);
              kinds.set(collection, collectionKind[target as keyof typeof collectionKind]);
            }
          }
          for (const target of targets) {
            const collection = addressOf[target];
            const [owner, kind] = await storeAs(w.store, creator).read.collections([collection]);
            assert.equal(kind, kinds.get(collection) ?? 0);
            if (kind === EXTERNAL_721 || kind === EXTERNAL_1155) assert.equal(owner, creator);
          }
        },
      ),
      runs,
    );
  });

  it("an external token's listing and offer execute exactly while its seller holds it, with their royalty and recipient", async () => {
    const holders = [creator, stranger, studio];
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.integer({ min: 1, max: 9999 }),
        fc.array(fc.constantFrom(...holders), { maxLength: 3 }),
        fc.constantFrom(...recipients),
        async (erc1155, fee, path, recipient) => {
          const w = await freshWorld();
          const collection = erc1155 ? w.external1155 : w.external721;
          await registerCollection(w.store, creator, collection);
          const id = await list(w, { collection, fee, recipient });
          await receipt(storeAs(w.store, creator).write.approveListing([id, studio]));
          await receipt(storeAs(w.store, studio).write.makeOffer([...offerArgs(w, { collection, fee })]));
          await receipt(storeAs(w.store, creator).write.authorizeOffer([1n]));
          let holder = creator;
          for (const next of path.filter((to, i) => to !== (i === 0 ? creator : path[i - 1]))) {
            if (erc1155) {
              const packs = external1155As(collection, holder);
              const balance = await packs.read.balanceOf([holder, 1n]);
              await receipt(packs.write.safeTransferFrom([holder, next, 1n, balance, "0x"]));
            } else {
              await receipt(external721As(collection, holder).write.transferFrom([holder, next, 1n]));
            }
            holder = next;
          }
          const execute = () => storeAs(w.store, studio).write.executeListing([id, w.studioGame]);
          const accept = () => storeAs(w.store, studio).write.acceptOffer([1n]);
          if (holder !== creator) {
            await expectRevert(execute(), "StaleListing", [id]);
            await expectRevert(accept(), "StaleOffer", [1n]);
            return;
          }
          await receipt(execute());
          await receipt(accept());
          const game = singleAs(w.studioGame, studio);
          // The listing pays the recipient it names; the offer, the holder who authorized it.
          assert.deepEqual(await game.read.linkOf([1n]), [collection, 1n]);
          assert.deepEqual(await game.read.royaltyInfo([1n, 10_000n]), [recipient, BigInt(fee)]);
          assert.deepEqual(await game.read.linkOf([2n]), [collection, 1n]);
          assert.deepEqual(await game.read.royaltyInfo([2n, 10_000n]), [creator, BigInt(fee)]);
        },
      ),
      runs,
    );
  });
});
