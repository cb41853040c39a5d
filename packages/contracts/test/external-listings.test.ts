import assert from "node:assert/strict";
import type { Address } from "viem";
import { storeAbi } from "../src/generated.ts";
import {
  type World,
  creator,
  deployTestContract,
  eventOf,
  expectRevert,
  external1155As,
  external721As,
  freshWorld,
  list,
  multipleAs,
  offerArgs,
  otherStudio,
  receipt,
  registerCollection,
  singleAs,
  storeAs,
  stranger,
  studio,
} from "./fixture.ts";

const MAX_UINT96 = 2n ** 96n - 1n;

describe("Store: listings and offers on registered external collections", () => {
  let w: World;
  beforeEach(async () => {
    w = await freshWorld();
    await registerCollection(w.store, creator, w.external721);
    await registerCollection(w.store, creator, w.external1155);
  });

  const approveAndExecute = async (listingId: bigint, game = w.studioGame, proposer = studio) => {
    await receipt(storeAs(w.store, creator).write.approveListing([listingId, proposer]));
    await receipt(storeAs(w.store, proposer).write.executeListing([listingId, game]));
  };

  it("listForSale proves an ERC-721 holding by ownerOf and records the listing", async () => {
    const hash = storeAs(w.store, creator).write.listForSale([w.external721, 1n, 2n, 750, 0n, creator]);
    const event = await eventOf(storeAbi, "ListingCreated", hash);
    assert.deepEqual(event.args, {
      listingId: 1n,
      seller: creator,
      collection: w.external721,
      tokenId: 1n,
      supply: 2n,
      royaltyFee: 750n,
      expiration: 0n,
      royaltyRecipient: creator,
    });
    const listed = await storeAs(w.store, creator).read.getListedNft([1n]);
    assert.deepEqual([listed.collection, listed.tokenId, listed.active], [w.external721, 1n, true]);
  });

  it("executing an external ERC-721 listing mints a linked token whose URI is the original's", async () => {
    await approveAndExecute(await list(w, { collection: w.external721 }));
    const game = singleAs(w.studioGame, studio);
    assert.deepEqual(await game.read.linkOf([1n]), [w.external721, 1n]);
    assert.deepEqual(await game.read.royaltyInfo([1n, 10_000n]), [creator, 750n]);
    assert.equal(await game.read.tokenURI([1n]), "ipfs://elsewhere/1");
    assert.equal(await game.read.metadataId([1n]), "", "an external original has no metadata id");
    assert.equal(await external721As(w.external721, creator).read.ownerOf([1n]), creator);
  });

  it("executing an external ERC-1155 listing into a Multiple game takes the original's uri", async () => {
    await approveAndExecute(await list(w, { collection: w.external1155 }), w.otherGame, otherStudio);
    const game = multipleAs(w.otherGame, otherStudio);
    assert.deepEqual(await game.read.linkOf([1n]), [w.external1155, 1n]);
    assert.equal(await game.read.uri([1n]), "ipfs://packs/1");
  });

  it("a linked token of a linked token resolves its URI through both links", async () => {
    await approveAndExecute(await list(w, { collection: w.external721 }));
    const hash = storeAs(w.store, studio).write.listForSale([w.studioGame, 1n, 1n, 100, 0n, studio]);
    const id = (await eventOf(storeAbi, "ListingCreated", hash)).args.listingId as bigint;
    await receipt(storeAs(w.store, studio).write.approveListing([id, otherStudio]));
    await receipt(storeAs(w.store, otherStudio).write.executeListing([id, w.otherGame]));
    assert.equal(await multipleAs(w.otherGame, otherStudio).read.uri([1n]), "ipfs://elsewhere/1");
  });

  it("reverts UnknownCollection for an external collection nobody registered", async () => {
    const unregistered = await deployTestContract("ExternalCollection721", ["Other", "OTH"], creator);
    await expectRevert(
      storeAs(w.store, creator).simulate.listForSale([unregistered, 1n, 1n, 1, 0n, creator]),
      "UnknownCollection",
      [unregistered],
    );
  });

  it("reverts NotTokenOwner for a token held by another, never minted, or of zero balance", async () => {
    const store = storeAs(w.store, stranger);
    await expectRevert(store.simulate.listForSale([w.external721, 1n, 1n, 1, 0n, creator]), "NotTokenOwner", [
      w.external721,
      1n,
      stranger,
    ]);
    // ownerOf reverts for a token that does not exist; the Store answers with its own error.
    await expectRevert(
      storeAs(w.store, creator).simulate.listForSale([w.external721, 9n, 1n, 1, 0n, creator]),
      "NotTokenOwner",
      [w.external721, 9n, creator],
    );
    await expectRevert(
      store.simulate.listForSale([w.external1155, 1n, 1n, 1, 0n, creator]),
      "NotTokenOwner",
      [w.external1155, 1n, stranger],
    );
  });

  it("reverts NotTokenOwner when ownerOf answers less than a word, even naming the caller", async () => {
    const odd = await deployTestContract("OddCollection", ["0x80ac58cd", false, 0], creator);
    await registerCollection(w.store, creator, odd);
    await expectRevert(
      storeAs(w.store, creator).simulate.listForSale([odd, 1n, 1n, 1, 0n, creator]),
      "NotTokenOwner",
      [odd, 1n, creator],
    );
  });

  it("reverts TokenIdTooLarge for an id past 96 bits, which listings and offers cannot hold", async () => {
    const packs = external1155As(w.external1155, creator);
    for (const id of [MAX_UINT96, MAX_UINT96 + 1n]) await receipt(packs.write.mint([creator, id, 1n, "x"]));
    const store = storeAs(w.store, creator);
    await receipt(store.write.listForSale([w.external1155, MAX_UINT96, 1n, 1, 0n, creator]));
    assert.equal((await store.read.getListedNft([1n])).tokenId, MAX_UINT96);
    await expectRevert(
      store.simulate.listForSale([w.external1155, MAX_UINT96 + 1n, 1n, 1, 0n, creator]),
      "TokenIdTooLarge",
      [MAX_UINT96 + 1n],
    );
    const args = offerArgs(w, { collection: w.external1155, tokenId: MAX_UINT96 + 1n });
    await expectRevert(storeAs(w.store, studio).simulate.makeOffer([...args]), "TokenIdTooLarge", [
      MAX_UINT96 + 1n,
    ]);
  });

  it("reverts StaleListing while an ERC-721 token is away from the seller; its return revives the listing", async () => {
    const id = await list(w, { collection: w.external721 });
    await receipt(storeAs(w.store, creator).write.approveListing([id, studio]));
    await receipt(external721As(w.external721, creator).write.transferFrom([creator, stranger, 1n]));
    const store = storeAs(w.store, creator);
    await expectRevert(store.simulate.cancelListing([id]), "StaleListing", [id]);
    await expectRevert(store.simulate.editListings([id, 0n, creator, 1]), "StaleListing", [id]);
    await expectRevert(store.simulate.approveListing([id, otherStudio]), "StaleListing", [id]);
    await expectRevert(storeAs(w.store, studio).simulate.executeListing([id, w.studioGame]), "StaleListing", [
      id,
    ]);
    // No ownership nonce outside MeshLink: only the current holding counts (design record 020).
    await receipt(external721As(w.external721, stranger).write.transferFrom([stranger, creator, 1n]));
    await receipt(storeAs(w.store, studio).write.executeListing([id, w.studioGame]));
  });

  it("reverts StaleListing once the ERC-1155 seller holds none of the token, not while some are left", async () => {
    const id = await list(w, { collection: w.external1155 });
    const packs = external1155As(w.external1155, creator);
    await receipt(packs.write.safeTransferFrom([creator, stranger, 1n, 9n, "0x"]));
    await receipt(storeAs(w.store, creator).write.approveListing([id, studio]));
    await receipt(packs.write.safeTransferFrom([creator, stranger, 1n, 1n, "0x"]));
    await expectRevert(storeAs(w.store, studio).simulate.executeListing([id, w.studioGame]), "StaleListing", [
      id,
    ]);
  });

  it("an offer on an external token is made, authorized and accepted into the studio's game", async () => {
    const args = offerArgs(w, { collection: w.external721, fee: 1234 });
    await receipt(storeAs(w.store, studio).write.makeOffer([...args]));
    await receipt(storeAs(w.store, creator).write.authorizeOffer([1n]));
    const event = await eventOf(storeAbi, "OfferExecuted", storeAs(w.store, studio).write.acceptOffer([1n]));
    assert.deepEqual(
      [event.args.originalCollection, event.args.originalTokenId, event.args.royaltyFee],
      [w.external721, 1n, 1234n],
    );
    assert.equal(await singleAs(w.studioGame, studio).read.tokenURI([1n]), "ipfs://elsewhere/1");
  });

  it("reverts NotTokenOwner for an offer naming someone who does not hold the external token", async () => {
    const args = offerArgs(w, { owner: stranger, collection: w.external1155 });
    await expectRevert(storeAs(w.store, studio).simulate.makeOffer([...args]), "NotTokenOwner", [
      w.external1155,
      1n,
      stranger,
    ]);
  });

  it("reverts StaleOffer while the external token is away from the holder named in the offer", async () => {
    await receipt(storeAs(w.store, studio).write.makeOffer([...offerArgs(w, { collection: w.external721 })]));
    const token = (as: Address) => external721As(w.external721, as);
    await receipt(token(creator).write.transferFrom([creator, stranger, 1n]));
    await expectRevert(storeAs(w.store, creator).simulate.authorizeOffer([1n]), "StaleOffer", [1n]);
    await receipt(token(stranger).write.transferFrom([stranger, creator, 1n]));
    await receipt(storeAs(w.store, creator).write.authorizeOffer([1n]));
    await receipt(token(creator).write.transferFrom([creator, stranger, 1n]));
    await expectRevert(storeAs(w.store, studio).simulate.acceptOffer([1n]), "StaleOffer", [1n]);
  });
});
