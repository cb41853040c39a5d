import assert from "node:assert/strict";
import type { Abi, Address } from "viem";
import { storeAbi } from "../src/generated.ts";
import {
  GATEWAY,
  type World,
  creator,
  deployReentrantStudio,
  eventOf,
  expectRevert,
  freshWorld,
  latestTimestamp,
  list,
  multipleAs,
  otherStudio,
  receipt,
  singleAs,
  storeAs,
  stranger,
  studio,
  testClient,
  walletOf,
} from "./fixture.ts";
import hre from "hardhat";

describe("Store: integrations (approveListing / executeListing)", () => {
  let w: World;
  beforeEach(async () => {
    w = await freshWorld();
  });

  it("approveListing emits ListingApproved; approving twice reverts AlreadyApproved", async () => {
    const id = await list(w);
    const store = storeAs(w.store, creator);
    const event = await eventOf(storeAbi, "ListingApproved", store.write.approveListing([id, studio]));
    assert.deepEqual(event.args, { listingId: id, proposer: studio });
    assert.equal(await store.read.isApproved([id, studio]), true);
    await expectRevert(store.simulate.approveListing([id, studio]), "AlreadyApproved", [id, studio]);
  });

  it("executeListing mints one linked token with the listing's royalty and emits AgreementExecuted", async () => {
    const id = await list(w, { supply: 2n, fee: 1234 });
    await receipt(storeAs(w.store, creator).write.editListings([id, 0n, stranger, 1234]));
    await receipt(storeAs(w.store, creator).write.approveListing([id, studio]));
    const hash = storeAs(w.store, studio).write.executeListing([id, w.studioGame]);
    const event = await eventOf(storeAbi, "AgreementExecuted", hash);
    assert.deepEqual(event.args, {
      listingId: id,
      proposer: studio,
      destinationCollection: w.studioGame,
      newTokenId: 1n,
      originalCollection: w.single,
      originalTokenId: 1n,
      remainingSupply: 1n,
    });
    const game = singleAs(w.studioGame, studio);
    assert.equal(await game.read.ownerOf([1n]), studio);
    assert.deepEqual(await game.read.linkOf([1n]), [w.single, 1n]);
    assert.deepEqual(await game.read.royaltyInfo([1n, 1_000_000n]), [stranger, 123_400n]);
    assert.equal(await game.read.tokenURI([1n]), `${GATEWAY}bafy-meta`);
    const listed = await storeAs(w.store, creator).read.getListedNft([id]);
    assert.deepEqual([listed.supply, listed.active], [1n, true]);
    assert.equal(await storeAs(w.store, creator).read.isApproved([id, studio]), false);
  });

  it("executeListing pays the royalty recipient listForSale named, not the seller", async () => {
    const id = await list(w, { fee: 900, recipient: stranger });
    await receipt(storeAs(w.store, creator).write.approveListing([id, studio]));
    await receipt(storeAs(w.store, studio).write.executeListing([id, w.studioGame]));
    const game = singleAs(w.studioGame, studio);
    assert.deepEqual(await game.read.royaltyInfo([1n, 1_000_000n]), [stranger, 90_000n]);
    assert.equal((await storeAs(w.store, creator).read.getListedNft([id])).seller, creator);
  });

  it("executeListing into a Multiple collection mints one copy; the last unit deactivates the listing", async () => {
    const id = await list(w, { collection: w.multiple, supply: 1n });
    await receipt(storeAs(w.store, creator).write.approveListing([id, otherStudio]));
    await receipt(storeAs(w.store, otherStudio).write.executeListing([id, w.otherGame]));
    assert.equal(await multipleAs(w.otherGame, otherStudio).read.balanceOf([otherStudio, 1n]), 1n);
    assert.equal(await multipleAs(w.otherGame, otherStudio).read.uri([1n]), `${GATEWAY}bafy-meta`);
    const listed = await storeAs(w.store, creator).read.getListedNft([id]);
    assert.deepEqual([listed.supply, listed.active], [0n, false]);
  });

  it("reverts NotApproved for a proposer without approval, and for a second execution", async () => {
    const id = await list(w);
    await expectRevert(storeAs(w.store, studio).simulate.executeListing([id, w.studioGame]), "NotApproved", [
      id,
      studio,
    ]);
    await receipt(storeAs(w.store, creator).write.approveListing([id, studio]));
    await receipt(storeAs(w.store, studio).write.executeListing([id, w.studioGame]));
    await expectRevert(storeAs(w.store, studio).simulate.executeListing([id, w.studioGame]), "NotApproved", [
      id,
      studio,
    ]);
  });

  it("reverts IncompatibleCollection when the destination is not the caller's MeshLink collection", async () => {
    const id = await list(w);
    await receipt(storeAs(w.store, creator).write.approveListing([id, studio]));
    const store = storeAs(w.store, studio);
    await expectRevert(store.simulate.executeListing([id, w.otherGame]), "IncompatibleCollection", [
      w.otherGame,
    ]);
    await expectRevert(store.simulate.executeListing([id, stranger]), "IncompatibleCollection", [stranger]);
    assert.equal(await store.read.checkForCompatibility([w.studioGame, studio]), true);
    assert.equal(await store.read.checkForCompatibility([w.studioGame, otherStudio]), false);
  });

  it("reverts ListingExpired, ListingInactive and StaleListing at execution", async () => {
    const now = await latestTimestamp();
    const expiration = now + 100n;
    await testClient.setNextBlockTimestamp({ timestamp: now + 1n });
    const expiring = await list(w, { expiration });
    const cancelled = await list(w);
    const stale = await list(w);
    for (const id of [expiring, cancelled, stale]) {
      await receipt(storeAs(w.store, creator).write.approveListing([id, studio]));
    }
    await receipt(storeAs(w.store, creator).write.cancelListing([cancelled]));
    await receipt(singleAs(w.single, creator).write.transferFrom([creator, stranger, 1n]));
    await testClient.setNextBlockTimestamp({ timestamp: expiration });
    await testClient.mine({ blocks: 1 });
    const store = storeAs(w.store, studio);
    await expectRevert(store.simulate.executeListing([expiring, w.studioGame]), "ListingExpired", [expiring]);
    await expectRevert(store.simulate.executeListing([cancelled, w.studioGame]), "ListingInactive", [
      cancelled,
    ]);
    await expectRevert(store.simulate.executeListing([stale, w.studioGame]), "StaleListing", [stale]);
  });

  it("blocks re-entry from the receiver hook with ReentrancyGuardReentrantCall", async () => {
    const attacker = await deployReentrantStudio(w.store);
    const abi = (await hre.artifacts.readArtifact("ReentrantStudio")).abi as Abi;
    const withStoreErrors: Abi = [...abi, ...storeAbi];
    const wallet = walletOf(stranger);
    const { result: game } = await wallet.simulateContract({
      address: attacker,
      abi,
      functionName: "createCollection",
    });
    await receipt(wallet.writeContract({ address: attacker, abi, functionName: "createCollection" }));
    const id = await list(w, { supply: 2n });
    await receipt(storeAs(w.store, creator).write.approveListing([id, attacker]));
    await expectRevert(
      wallet.simulateContract({
        address: attacker,
        abi: withStoreErrors,
        functionName: "execute",
        args: [id, game as Address],
      }),
      "ReentrancyGuardReentrantCall",
    );
    await expectRevert(
      wallet.simulateContract({
        address: attacker,
        abi: withStoreErrors,
        functionName: "mint",
        args: [game],
      }),
      "ReentrancyGuardReentrantCall",
    );
  });
});
