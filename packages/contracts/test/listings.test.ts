import assert from "node:assert/strict";
import { zeroAddress } from "viem";
import { storeAbi } from "../src/generated.ts";
import {
  type World,
  creator,
  eventOf,
  expectRevert,
  freshWorld,
  latestTimestamp,
  list,
  multipleAs,
  receipt,
  singleAs,
  storeAs,
  stranger,
  studio,
  testClient,
} from "./fixture.ts";

describe("Store: listings", () => {
  let w: World;
  beforeEach(async () => {
    w = await freshWorld();
  });

  it("listForSale records the listing with the royalty recipient it names and emits ListingCreated", async () => {
    const expiration = (await latestTimestamp()) + 3600n;
    // The seller's other wallet, not the one that lists.
    const hash = storeAs(w.store, creator).write.listForSale([w.single, 1n, 3n, 750, expiration, stranger]);
    const event = await eventOf(storeAbi, "ListingCreated", hash);
    assert.deepEqual(event.args, {
      listingId: 1n,
      seller: creator,
      collection: w.single,
      tokenId: 1n,
      supply: 3n,
      royaltyFee: 750n,
      expiration,
      royaltyRecipient: stranger,
    });
    assert.deepEqual(await storeAs(w.store, creator).read.getListedNft([1n]), {
      seller: creator,
      active: true,
      supply: 3n,
      expiration,
      royaltyFee: 750n,
      royaltyRecipient: stranger,
      collection: w.single,
      tokenId: 1n,
    });
    assert.equal(await storeAs(w.store, creator).read.lastListingId(), 1n);
  });

  it("listForSale accepts a Multiple token held by the caller, with no expiration", async () => {
    const id = await list(w, { collection: w.multiple, expiration: 0n });
    const listed = await storeAs(w.store, creator).read.getListedNft([id]);
    assert.equal(listed.expiration, 0n);
    assert.equal(listed.collection, w.multiple);
  });

  it("reverts UnknownCollection for a collection the Store did not create", async () => {
    await expectRevert(
      storeAs(w.store, creator).simulate.listForSale([stranger, 1n, 1n, 1, 0n, creator]),
      "UnknownCollection",
    );
  });

  it("reverts NotTokenOwner when the caller does not hold the token", async () => {
    await expectRevert(
      storeAs(w.store, studio).simulate.listForSale([w.single, 1n, 1n, 1, 0n, studio]),
      "NotTokenOwner",
      [w.single, 1n, studio],
    );
    await expectRevert(
      storeAs(w.store, studio).simulate.listForSale([w.multiple, 1n, 1n, 1, 0n, studio]),
      "NotTokenOwner",
      [w.multiple, 1n, studio],
    );
  });

  it("reverts InvalidAmount for supply 0", async () => {
    await expectRevert(
      storeAs(w.store, creator).simulate.listForSale([w.single, 1n, 0n, 1, 0n, creator]),
      "InvalidAmount",
      [0n],
    );
  });

  it("reverts InvalidRoyaltyFee outside 1..9999", async () => {
    const store = storeAs(w.store, creator);
    await expectRevert(store.simulate.listForSale([w.single, 1n, 1n, 0, 0n, creator]), "InvalidRoyaltyFee", [
      0n,
    ]);
    await expectRevert(
      store.simulate.listForSale([w.single, 1n, 1n, 10_000, 0n, creator]),
      "InvalidRoyaltyFee",
      [10_000n],
    );
  });

  it("reverts ExpirationInPast for an expiration at or before now", async () => {
    const now = await latestTimestamp();
    await expectRevert(
      storeAs(w.store, creator).simulate.listForSale([w.single, 1n, 1n, 1, now, creator]),
      "ExpirationInPast",
      [now],
    );
  });

  it("reverts ZeroRoyaltyRecipient when listing with the zero address as recipient", async () => {
    await expectRevert(
      storeAs(w.store, creator).simulate.listForSale([w.single, 1n, 1n, 1, 0n, zeroAddress]),
      "ZeroRoyaltyRecipient",
    );
    assert.equal(await storeAs(w.store, creator).read.lastListingId(), 0n);
  });

  it("editListings changes expiration, royalty recipient and fee and emits ListingUpdated", async () => {
    const id = await list(w);
    const expiration = (await latestTimestamp()) + 100n;
    const hash = storeAs(w.store, creator).write.editListings([id, expiration, stranger, 9999]);
    const event = await eventOf(storeAbi, "ListingUpdated", hash);
    assert.deepEqual(event.args, {
      listingId: id,
      expiration,
      royaltyRecipient: stranger,
      royaltyFee: 9999n,
    });
    const listed = await storeAs(w.store, creator).read.getListedNft([id]);
    assert.deepEqual(
      [listed.expiration, listed.royaltyRecipient, listed.royaltyFee],
      [expiration, stranger, 9999n],
    );
  });

  it("reverts ZeroRoyaltyRecipient when editing the recipient to the zero address", async () => {
    const id = await list(w);
    await expectRevert(
      storeAs(w.store, creator).simulate.editListings([id, 0n, zeroAddress, 1]),
      "ZeroRoyaltyRecipient",
    );
  });

  it("reverts ListingNotFound for an id that was never listed", async () => {
    await expectRevert(
      storeAs(w.store, creator).simulate.editListings([9n, 0n, creator, 1]),
      "ListingNotFound",
      [9n],
    );
    await expectRevert(storeAs(w.store, creator).simulate.cancelListing([9n]), "ListingNotFound", [9n]);
    await expectRevert(
      storeAs(w.store, studio).simulate.executeListing([9n, w.studioGame]),
      "ListingNotFound",
      [9n],
    );
  });

  it("reverts NotSeller when someone else edits, cancels or approves", async () => {
    const id = await list(w);
    const store = storeAs(w.store, stranger);
    await expectRevert(store.simulate.editListings([id, 0n, stranger, 1]), "NotSeller", [id, stranger]);
    await expectRevert(store.simulate.cancelListing([id]), "NotSeller", [id, stranger]);
    await expectRevert(store.simulate.approveListing([id, stranger]), "NotSeller", [id, stranger]);
  });

  it("cancelListing deactivates the listing and emits ListingCancelled; a second cancel reverts ListingInactive", async () => {
    const id = await list(w);
    const event = await eventOf(
      storeAbi,
      "ListingCancelled",
      storeAs(w.store, creator).write.cancelListing([id]),
    );
    assert.deepEqual(event.args, { listingId: id });
    assert.equal((await storeAs(w.store, creator).read.getListedNft([id])).active, false);
    await expectRevert(storeAs(w.store, creator).simulate.cancelListing([id]), "ListingInactive", [id]);
    await expectRevert(storeAs(w.store, creator).simulate.approveListing([id, studio]), "ListingInactive", [
      id,
    ]);
  });

  it("reverts ListingExpired when editing or approving after the expiration; cancelling still works", async () => {
    const now = await latestTimestamp();
    const expiration = now + 10n;
    await testClient.setNextBlockTimestamp({ timestamp: now + 1n });
    const id = await list(w, { expiration });
    await testClient.setNextBlockTimestamp({ timestamp: expiration });
    await testClient.mine({ blocks: 1 });
    const store = storeAs(w.store, creator);
    await expectRevert(store.simulate.editListings([id, 0n, creator, 1]), "ListingExpired", [id]);
    await expectRevert(store.simulate.approveListing([id, studio]), "ListingExpired", [id]);
    await receipt(store.write.cancelListing([id]));
  });

  it("reverts StaleListing after the token left the seller, even when it came back", async () => {
    const id = await list(w);
    await receipt(singleAs(w.single, creator).write.transferFrom([creator, stranger, 1n]));
    const store = storeAs(w.store, creator);
    await expectRevert(store.simulate.cancelListing([id]), "StaleListing", [id]);
    await receipt(singleAs(w.single, stranger).write.transferFrom([stranger, creator, 1n]));
    await expectRevert(store.simulate.approveListing([id, studio]), "StaleListing", [id]);
    await expectRevert(store.simulate.editListings([id, 0n, creator, 1]), "StaleListing", [id]);
  });

  it("reverts StaleListing for a Multiple listing once the seller's balance went down", async () => {
    const id = await list(w, { collection: w.multiple });
    await receipt(multipleAs(w.multiple, creator).write.safeTransferFrom([creator, stranger, 1n, 1n, "0x"]));
    await expectRevert(storeAs(w.store, creator).simulate.approveListing([id, studio]), "StaleListing", [id]);
  });
});
