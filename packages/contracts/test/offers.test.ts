import assert from "node:assert/strict";
import { zeroAddress } from "viem";
import { storeAbi } from "../src/generated.ts";
import {
  type World,
  creator,
  eventOf,
  expectRevert,
  freshWorld,
  receipt,
  storeAs,
  stranger,
  studio,
} from "./fixture.ts";

describe("Store: offers (made → authorized → accepted)", () => {
  let w: World;
  beforeEach(async () => {
    w = await freshWorld();
  });

  const make = async () => {
    const hash = storeAs(w.store, studio).write.makeOffer([42n, creator, w.studioGame]);
    return (await eventOf(storeAbi, "OfferMade", hash)).args;
  };

  it("makeOffer records the offer and emits OfferMade", async () => {
    const args = await make();
    assert.deepEqual(args, {
      offerId: 1n,
      offeror: studio,
      collectionOwnerAddr: creator,
      assetId: 42n,
      gameAddress: w.studioGame,
    });
    assert.deepEqual(await storeAs(w.store, studio).read.getOffer([1n]), {
      offerID: 1n,
      assetId: 42n,
      collectionOwnerAddr: creator,
      offeror: studio,
      isAccepted: false,
      gameAddress: w.studioGame,
      state: 1,
    });
  });

  it("authorizeOffer by the collection owner, then acceptOffer by the offeror, emit their events", async () => {
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

  it("reverts ZeroAddress for a zero collection owner", async () => {
    await expectRevert(
      storeAs(w.store, studio).simulate.makeOffer([1n, zeroAddress, w.studioGame]),
      "ZeroAddress",
    );
  });

  it("reverts IncompatibleCollection when the game collection is not the offeror's", async () => {
    await expectRevert(
      storeAs(w.store, stranger).simulate.makeOffer([1n, creator, w.studioGame]),
      "IncompatibleCollection",
      [w.studioGame],
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
  });
});
