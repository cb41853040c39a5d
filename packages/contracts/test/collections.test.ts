import assert from "node:assert/strict";
import { type Address, zeroAddress } from "viem";
import { multiple1155Abi, single721Abi, storeAbi } from "../src/generated.ts";
import {
  GATEWAY,
  MULTIPLE,
  SINGLE,
  type World,
  createCollection,
  creator,
  eventOf,
  expectRevert,
  freshWorld,
  multipleAs,
  publicClient,
  receipt,
  singleAs,
  storeAs,
  stranger,
  studio,
} from "./fixture.ts";

describe("Store: collections and mints", () => {
  let w: World;
  beforeEach(async () => {
    w = await freshWorld();
  });

  it("createCollection clones a Single collection owned by the caller and emits CollectionCreated", async () => {
    const hash = storeAs(w.store, stranger).write.createCollection(["Props", "PRP", SINGLE]);
    const event = await eventOf(storeAbi, "CollectionCreated", hash);
    const collection = event.args.collection as Address;
    assert.deepEqual(event.args, { owner: stranger, collection, kind: SINGLE, name: "Props" });
    const single = singleAs(collection, stranger);
    assert.equal(await single.read.name(), "Props");
    assert.equal(await single.read.symbol(), "PRP");
    assert.equal(await single.read.owner(), stranger);
    const code = await publicClient.getCode({ address: collection });
    assert.equal(code?.length, 2 + 45 * 2, "an ERC-1167 minimal proxy");
    assert.deepEqual(await storeAs(w.store, stranger).read.collections([collection]), [stranger, SINGLE]);
  });

  it("createCollection clones a Multiple collection", async () => {
    const collection = await createCollection(w.store, stranger, MULTIPLE, "Packs");
    const multiple = multipleAs(collection, stranger);
    assert.equal(await multiple.read.name(), "Packs");
    assert.equal(await multiple.read.symbol(), "MSH");
    assert.equal(await multiple.read.owner(), stranger);
    assert.equal(await multiple.read.supportsInterface(["0xd9b67a26"]), true, "ERC-1155");
    assert.equal(await multiple.read.supportsInterface(["0x2a55205a"]), true, "ERC-2981");
  });

  it("reverts InvalidCollectionKind for kind None", async () => {
    await expectRevert(
      storeAs(w.store, stranger).simulate.createCollection(["X", "X", 0]),
      "InvalidCollectionKind",
    );
  });

  it("getCollectionsByOwner returns {collectionAddress, collectionName} in creation order", async () => {
    const entries = await storeAs(w.store, creator).read.getCollectionsByOwner([creator]);
    assert.deepEqual(entries, [
      { collectionAddress: w.single, collectionName: "Creator singles" },
      { collectionAddress: w.multiple, collectionName: "Creator multiples" },
    ]);
    assert.deepEqual(await storeAs(w.store, creator).read.getCollectionsByOwner([stranger]), []);
  });

  it("createNFT mints a Single token with Transfer, token URI = gateway + metadata id, ERC-2981 royalty", async () => {
    const store = storeAs(w.store, creator);
    const event = await eventOf(
      single721Abi,
      "Transfer",
      store.write.createNFT([w.single, 1n, "bafy-new", 1000n]),
    );
    assert.equal(event.address.toLowerCase(), w.single.toLowerCase());
    assert.deepEqual(event.args, { from: zeroAddress, to: creator, tokenId: 2n });
    const single = singleAs(w.single, creator);
    assert.equal(await single.read.ownerOf([2n]), creator);
    assert.equal(await single.read.tokenURI([2n]), `${GATEWAY}bafy-new`);
    assert.equal(await single.read.metadataId([2n]), "bafy-new");
    assert.deepEqual(await single.read.royaltyInfo([2n, 10_000n]), [creator, 1000n]);
    assert.deepEqual(await single.read.linkOf([2n]), [zeroAddress, 0n]);
    assert.equal(await single.read.supportsInterface(["0x80ac58cd"]), true, "ERC-721");
  });

  it("createNFT mints Multiple copies with TransferSingle; royalty 0 means none", async () => {
    const store = storeAs(w.store, creator);
    const event = await eventOf(
      multiple1155Abi,
      "TransferSingle",
      store.write.createNFT([w.multiple, 25n, "bafy-pack", 0n]),
    );
    assert.deepEqual(event.args, { operator: w.store, from: zeroAddress, to: creator, id: 2n, value: 25n });
    const multiple = multipleAs(w.multiple, creator);
    assert.equal(await multiple.read.balanceOf([creator, 2n]), 25n);
    assert.equal(await multiple.read.uri([2n]), `${GATEWAY}bafy-pack`);
    assert.deepEqual(await multiple.read.royaltyInfo([2n, 10_000n]), [zeroAddress, 0n]);
  });

  it("reverts UnknownCollection when minting into a contract the Store did not create", async () => {
    await expectRevert(
      storeAs(w.store, creator).simulate.createNFT([stranger, 1n, "m", 0n]),
      "UnknownCollection",
      [stranger],
    );
  });

  it("reverts NotCollectionOwner when minting into someone else's collection", async () => {
    await expectRevert(
      storeAs(w.store, studio).simulate.createNFT([w.single, 1n, "m", 0n]),
      "NotCollectionOwner",
      [w.single, studio],
    );
  });

  it("reverts InvalidAmount for 0 copies, and for more than 1 in a Single collection", async () => {
    const store = storeAs(w.store, creator);
    await expectRevert(store.simulate.createNFT([w.multiple, 0n, "m", 0n]), "InvalidAmount", [0n]);
    await expectRevert(store.simulate.createNFT([w.single, 2n, "m", 0n]), "InvalidAmount", [2n]);
  });

  it("reverts EmptyMetadataId", async () => {
    await expectRevert(
      storeAs(w.store, creator).simulate.createNFT([w.single, 1n, "", 0n]),
      "EmptyMetadataId",
    );
  });

  it("reverts InvalidRoyaltyFee above 99.99%", async () => {
    await expectRevert(
      storeAs(w.store, creator).simulate.createNFT([w.single, 1n, "m", 10_000n]),
      "InvalidRoyaltyFee",
      [10_000n],
    );
  });

  it("reverts OnlyStore when anyone but the Store initialises or mints", async () => {
    const single = singleAs(w.single, creator);
    await expectRevert(single.simulate.initialize(["A", "B"]), "OnlyStore");
    await expectRevert(single.simulate.mint([creator, 1n, "m", creator, 0n]), "OnlyStore");
    await expectRevert(single.simulate.mintLinked([creator, w.single, 1n, creator, 1n]), "OnlyStore");
  });

  it("exposes the platform fee in basis points and the implementations", async () => {
    const store = storeAs(w.store, creator);
    assert.equal(await store.read.PLATFORM_FEE_BPS(), 250);
    assert.equal(await store.read.MAX_ROYALTY_FEE(), 9999);
    assert.equal(await store.read.metadataGateway(), GATEWAY);
    const impl = await store.read.SINGLE_IMPLEMENTATION();
    assert.equal(await singleAs(impl, creator).read.STORE(), w.store);
    assert.equal(await multipleAs(await store.read.MULTIPLE_IMPLEMENTATION(), creator).read.STORE(), w.store);
  });

  it("ownershipStamp: holders, transfers bump the nonce, the zero address never holds", async () => {
    const single = singleAs(w.single, creator);
    assert.deepEqual(await single.read.ownershipStamp([creator, 1n]), [true, 0]);
    assert.deepEqual(await single.read.ownershipStamp([zeroAddress, 99n]), [false, 0]);
    await receipt(single.write.transferFrom([creator, studio, 1n]));
    assert.deepEqual(await single.read.ownershipStamp([creator, 1n]), [false, 1]);
    assert.deepEqual(await single.read.ownershipStamp([studio, 1n]), [true, 1]);
    const multiple = multipleAs(w.multiple, creator);
    assert.deepEqual(await multiple.read.ownershipStamp([creator, 1n]), [true, 0]);
    await receipt(multiple.write.safeTransferFrom([creator, studio, 1n, 3n, "0x"]));
    assert.deepEqual(await multiple.read.ownershipStamp([creator, 1n]), [true, 1]);
    assert.deepEqual(await multiple.read.ownershipStamp([studio, 1n]), [true, 0]);
  });
});
