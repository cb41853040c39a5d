import assert from "node:assert/strict";
import type { Address } from "viem";
import { storeAbi } from "../src/generated.ts";
import {
  EXTERNAL_1155,
  EXTERNAL_721,
  type World,
  creator,
  deployTestContract,
  eventOf,
  expectRevert,
  freshWorld,
  registerCollection,
  storeAs,
  stranger,
  studio,
} from "./fixture.ts";

const ERC721_ID = "0x80ac58cd";
const ERC2981_ID = "0x2a55205a";
// OddCollection's owner() answers: the deployer, a revert, a word one byte short.
const [DEPLOYER, REVERTS, SHORT_WORD] = [0, 1, 2];

/** A contract that answers ERC-165 and owner() as told; deployed by the creator. */
const odd = (claimed: string, options: { claimsEverything?: boolean; owner?: number } = {}) =>
  deployTestContract(
    "OddCollection",
    [claimed, options.claimsEverything ?? false, options.owner ?? DEPLOYER],
    creator,
  );

describe("Store: registering external collections", () => {
  let w: World;
  beforeEach(async () => {
    w = await freshWorld();
  });

  const register = (collection: Address, as: Address = creator) =>
    storeAs(w.store, as).simulate.registerCollection([collection]);

  it("registerCollection records an ERC-721 collection as External721 and emits CollectionRegistered", async () => {
    assert.equal((await register(w.external721)).result, EXTERNAL_721);
    const hash = storeAs(w.store, creator).write.registerCollection([w.external721]);
    const event = await eventOf(storeAbi, "CollectionRegistered", hash);
    assert.deepEqual(event.args, { owner: creator, collection: w.external721, kind: EXTERNAL_721 });
    const store = storeAs(w.store, creator);
    assert.deepEqual(await store.read.collections([w.external721]), [creator, EXTERNAL_721]);
    assert.equal(await store.read.collectionOwner([w.external721]), creator);
  });

  it("registerCollection records an ERC-1155 collection as External1155", async () => {
    await registerCollection(w.store, creator, w.external1155);
    const store = storeAs(w.store, creator);
    assert.deepEqual(await store.read.collections([w.external1155]), [creator, EXTERNAL_1155]);
  });

  it("reverts UnsupportedCollection for an account without code or a contract without ERC-165", async () => {
    await expectRevert(register(stranger), "UnsupportedCollection", [stranger]);
    // The Store has no supportsInterface: the call reverts inside the check, not the registration.
    await expectRevert(register(w.store), "UnsupportedCollection", [w.store]);
  });

  it("reverts UnsupportedCollection for an ERC-165 contract that is neither ERC-721 nor ERC-1155", async () => {
    const royaltiesOnly = await odd(ERC2981_ID);
    await expectRevert(register(royaltiesOnly), "UnsupportedCollection", [royaltiesOnly]);
  });

  it("reverts UnsupportedCollection for a contract that claims every interface, even 0xffffffff", async () => {
    const claimsAll = await odd(ERC721_ID, { claimsEverything: true });
    await expectRevert(register(claimsAll), "UnsupportedCollection", [claimsAll]);
  });

  it("reverts NotCollectionOwner when the caller is not the collection's owner()", async () => {
    await expectRevert(register(w.external721, stranger), "NotCollectionOwner", [w.external721, stranger]);
  });

  it("reverts NotCollectionOwner when owner() reverts or answers less than a word", async () => {
    for (const owner of [REVERTS, SHORT_WORD]) {
      const collection = await odd(ERC721_ID, { owner });
      await expectRevert(register(collection), "NotCollectionOwner", [collection, creator]);
    }
    // The same contract answering a whole word registers: the refusals above are the answers'.
    const wellFormed = await odd(ERC721_ID);
    assert.equal((await register(wellFormed)).result, EXTERNAL_721);
  });

  it("reverts CollectionAlreadyKnown for a MeshLink collection or one registered already", async () => {
    await expectRevert(register(w.single), "CollectionAlreadyKnown", [w.single]);
    await registerCollection(w.store, creator, w.external721);
    await expectRevert(register(w.external721), "CollectionAlreadyKnown", [w.external721]);
  });

  it("a registered collection is never a mint target, a linked-token destination or in the owner's list", async () => {
    await registerCollection(w.store, creator, w.external721);
    const store = storeAs(w.store, creator);
    await expectRevert(store.simulate.createNFT([w.external721, 1n, "m", 0n]), "UnknownCollection", [
      w.external721,
    ]);
    assert.equal(await store.read.checkForCompatibility([w.external721, creator]), false);
    await expectRevert(
      storeAs(w.store, creator).simulate.makeOffer([1n, creator, w.external721, w.single, 1n, 750]),
      "IncompatibleCollection",
      [w.external721],
    );
    const listed = (await store.read.getCollectionsByOwner([creator])).map((c) => c.collectionAddress);
    assert.deepEqual(listed, [w.single, w.multiple]);
    assert.equal(await store.read.checkForCompatibility([w.studioGame, studio]), true);
  });
});
