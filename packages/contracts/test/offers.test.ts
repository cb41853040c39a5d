import assert from "node:assert/strict";
import { type Abi, type Address, zeroAddress } from "viem";
import hre from "hardhat";
import { storeAbi } from "../src/generated.ts";
import {
  GATEWAY,
  type World,
  creator,
  deployReentrantStudio,
  eventOf,
  expectRevert,
  freshWorld,
  multipleAs,
  offerArgs,
  otherStudio,
  receipt,
  singleAs,
  storeAs,
  stranger,
  studio,
  walletOf,
} from "./fixture.ts";

describe("Store: offers (made → authorized → accepted, which executes)", () => {
  let w: World;
  beforeEach(async () => {
    w = await freshWorld();
  });

  const make = async (as: Address = studio, args = offerArgs(w)) => {
    const hash = storeAs(w.store, as).write.makeOffer([...args]);
    return (await eventOf(storeAbi, "OfferMade", hash)).args;
  };

  it("makeOffer records the offer and its token and royalty, and emits OfferMade", async () => {
    const args = await make();
    assert.deepEqual(args, {
      offerId: 1n,
      offeror: studio,
      collectionOwnerAddr: creator,
      assetId: 42n,
      gameAddress: w.studioGame,
      collection: w.single,
      tokenId: 1n,
      royaltyFee: 750n,
    });
    assert.deepEqual(await storeAs(w.store, studio).read.getOffer([1n]), {
      offerID: 1n,
      assetId: 42n,
      collectionOwnerAddr: creator,
      offeror: studio,
      isAccepted: false,
      gameAddress: w.studioGame,
      state: 1,
      collection: w.single,
      tokenId: 1n,
      royaltyFee: 750n,
    });
  });

  it("authorizeOffer by the holder, then acceptOffer by the offeror, emit their events", async () => {
    await make();
    const authorized = await eventOf(
      storeAbi,
      "OfferAuthorized",
      storeAs(w.store, creator).write.authorizeOffer([1n]),
    );
    assert.deepEqual(authorized.args, { offerId: 1n });
    const accepted = await eventOf(
      storeAbi,
      "OfferAccepted",
      storeAs(w.store, studio).write.acceptOffer([1n]),
    );
    assert.deepEqual(accepted.args, { offerId: 1n });
    const offer = await storeAs(w.store, studio).read.getOffer([1n]);
    assert.deepEqual([offer.state, offer.isAccepted], [3, true]);
  });

  it("acceptOffer mints one linked token to the offeror with the offer's royalty and emits OfferExecuted", async () => {
    await make(studio, offerArgs(w, { fee: 1234 }));
    await receipt(storeAs(w.store, creator).write.authorizeOffer([1n]));
    const { result } = await storeAs(w.store, studio).simulate.acceptOffer([1n]);
    assert.equal(result, 1n);
    const event = await eventOf(storeAbi, "OfferExecuted", storeAs(w.store, studio).write.acceptOffer([1n]));
    assert.deepEqual(event.args, {
      offerId: 1n,
      offeror: studio,
      gameAddress: w.studioGame,
      newTokenId: 1n,
      originalCollection: w.single,
      originalTokenId: 1n,
      royaltyRecipient: creator,
      royaltyFee: 1234n,
    });
    const game = singleAs(w.studioGame, studio);
    assert.equal(await game.read.ownerOf([1n]), studio);
    assert.deepEqual(await game.read.linkOf([1n]), [w.single, 1n]);
    assert.deepEqual(await game.read.royaltyInfo([1n, 1_000_000n]), [creator, 123_400n]);
    assert.equal(await game.read.tokenURI([1n]), `${GATEWAY}bafy-meta`);
    assert.equal(await game.read.metadataId([1n]), "bafy-meta");
    // The original never moves: an integration is a licence (design record 002).
    assert.equal(await singleAs(w.single, creator).read.ownerOf([1n]), creator);
  });

  it("an offer on a Multiple token integrates into a Multiple game collection", async () => {
    await make(otherStudio, offerArgs(w, { game: w.otherGame, collection: w.multiple }));
    await receipt(storeAs(w.store, creator).write.authorizeOffer([1n]));
    await receipt(storeAs(w.store, otherStudio).write.acceptOffer([1n]));
    const game = multipleAs(w.otherGame, otherStudio);
    assert.equal(await game.read.balanceOf([otherStudio, 1n]), 1n);
    assert.deepEqual(await game.read.linkOf([1n]), [w.multiple, 1n]);
    assert.equal(await game.read.uri([1n]), `${GATEWAY}bafy-meta`);
  });

  it("reverts ZeroAddress for a zero collection owner", async () => {
    await expectRevert(
      storeAs(w.store, studio).simulate.makeOffer([...offerArgs(w, { owner: zeroAddress })]),
      "ZeroAddress",
    );
  });

  it("reverts IncompatibleCollection when the game collection is not the offeror's", async () => {
    await expectRevert(
      storeAs(w.store, stranger).simulate.makeOffer([...offerArgs(w)]),
      "IncompatibleCollection",
      [w.studioGame],
    );
  });

  it("reverts UnknownCollection when the offered token is not in a MeshLink collection", async () => {
    await expectRevert(
      storeAs(w.store, studio).simulate.makeOffer([...offerArgs(w, { collection: stranger })]),
      "UnknownCollection",
      [stranger],
    );
  });

  it("reverts NotTokenOwner when the named owner does not hold the token", async () => {
    await expectRevert(
      storeAs(w.store, studio).simulate.makeOffer([...offerArgs(w, { owner: stranger })]),
      "NotTokenOwner",
      [w.single, 1n, stranger],
    );
    await expectRevert(
      storeAs(w.store, studio).simulate.makeOffer([...offerArgs(w, { tokenId: 9n })]),
      "NotTokenOwner",
      [w.single, 9n, creator],
    );
  });

  it("reverts InvalidRoyaltyFee for a fee of 0 or above 9999", async () => {
    for (const fee of [0, 10_000])
      await expectRevert(
        storeAs(w.store, studio).simulate.makeOffer([...offerArgs(w, { fee })]),
        "InvalidRoyaltyFee",
        [BigInt(fee)],
      );
  });

  it("reverts StaleOffer when the token left the holder, even if it came back", async () => {
    await make();
    await receipt(singleAs(w.single, creator).write.transferFrom([creator, stranger, 1n]));
    await expectRevert(storeAs(w.store, creator).simulate.authorizeOffer([1n]), "StaleOffer", [1n]);
    await receipt(singleAs(w.single, stranger).write.transferFrom([stranger, creator, 1n]));
    await expectRevert(storeAs(w.store, creator).simulate.authorizeOffer([1n]), "StaleOffer", [1n]);
  });

  it("reverts StaleOffer at acceptance when the token moved after the authorization", async () => {
    await make(studio, offerArgs(w, { collection: w.multiple }));
    await receipt(storeAs(w.store, creator).write.authorizeOffer([1n]));
    await receipt(multipleAs(w.multiple, creator).write.safeTransferFrom([creator, stranger, 1n, 1n, "0x"]));
    // The creator still holds 9 of 10, but fewer than when they agreed: the stamp changed.
    await expectRevert(storeAs(w.store, studio).simulate.acceptOffer([1n]), "StaleOffer", [1n]);
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
    const args = offerArgs(w, { game });
    await receipt(wallet.writeContract({ address: attacker, abi, functionName: "offer", args: [...args] }));
    await receipt(storeAs(w.store, creator).write.authorizeOffer([1n]));
    await expectRevert(
      wallet.simulateContract({
        address: attacker,
        abi: withStoreErrors,
        functionName: "accept",
        args: [1n],
      }),
      "ReentrancyGuardReentrantCall",
    );
  });

  it("reverts OfferNotFound for an unknown offer, whose view is all zeros", async () => {
    await expectRevert(storeAs(w.store, creator).simulate.authorizeOffer([7n]), "OfferNotFound", [7n]);
    assert.equal((await storeAs(w.store, creator).read.getOffer([7n])).offerID, 0n);
  });

  it("reverts NotOfferParty when the wrong account authorizes or accepts", async () => {
    await make();
    await expectRevert(storeAs(w.store, stranger).simulate.authorizeOffer([1n]), "NotOfferParty", [
      1n,
      stranger,
    ]);
    await receipt(storeAs(w.store, creator).write.authorizeOffer([1n]));
    await expectRevert(storeAs(w.store, creator).simulate.acceptOffer([1n]), "NotOfferParty", [1n, creator]);
  });

  it("reverts InvalidOfferState when skipping or repeating a step", async () => {
    await make();
    await expectRevert(storeAs(w.store, studio).simulate.acceptOffer([1n]), "InvalidOfferState", [1n, 1]);
    await receipt(storeAs(w.store, creator).write.authorizeOffer([1n]));
    await expectRevert(storeAs(w.store, creator).simulate.authorizeOffer([1n]), "InvalidOfferState", [1n, 2]);
    await receipt(storeAs(w.store, studio).write.acceptOffer([1n]));
    await expectRevert(storeAs(w.store, studio).simulate.acceptOffer([1n]), "InvalidOfferState", [1n, 3]);
  });
});
