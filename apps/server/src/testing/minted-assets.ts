import type { Address } from "viem";
import { assets } from "../db/schema.ts";
import type { CatalogTestApp, WalletUser } from "./catalog-test-kit.ts";
import { storeActor } from "./store-actor.ts";

// A collection and assets recorded the short way, for tests about what happens to an asset after
// it exists: real Store transactions, and the catalog rows the creating routes would write.

/** `user`'s createCollection on the user's chain, recorded by POST /api/collections; its address. */
export async function recordStoreCollection(
  kit: Pick<CatalogTestApp, "app">,
  user: WalletUser,
  name: string,
  type: "ERC721" | "ERC1155" = "ERC721",
) {
  const symbol = name.replace(/\W/g, "").toUpperCase();
  const txHash = await user.send("createCollection", [name, symbol, type === "ERC721" ? 1 : 2]);
  const reply = await kit.app.inject({
    method: "POST",
    url: "/api/collections",
    headers: user.headers,
    payload: { chainId: user.chainId, txHash, name, symbol, type },
  });
  if (reply.statusCode !== 201) throw new Error(`collection ${name}: ${reply.statusCode} ${reply.body}`);
  return reply.json<{ data: { address: Address } }>().data.address;
}

/**
 * `user` mints `supply` of a new token in a recorded collection by the Store's createNFT on the
 * kit's chain, and the catalog row POST /api/assets would write for it is inserted directly (that
 * route's upload pipeline is catalog-flow's to test); the token's id and the asset's id.
 */
export async function mintCatalogAsset(
  kit: Pick<CatalogTestApp, "db" | "chain">,
  user: WalletUser,
  collection: string,
  name: string,
  supply = 1n,
) {
  const { chainId } = kit.chain.connection;
  const tokenId = await storeActor(kit.chain.connection, user.account.address).createNFT(
    collection as Address,
    supply,
  );
  const recorded = await kit.db.query.collections.findFirst({
    where: (c, { and, eq }) => and(eq(c.chainId, chainId), eq(c.address, collection)),
  });
  if (!recorded) throw new Error(`no collection recorded at ${collection}`);
  const [row] = await kit.db
    .insert(assets)
    .values({
      chainId,
      collectionId: recorded.id,
      collectionAddress: collection,
      tokenId: tokenId.toString(),
      name,
      supply: supply.toString(),
      archiveCid: "bafy-source",
      creatorUserId: user.id,
      mintedTx: `0x${tokenId.toString(16).padStart(64, "0")}`,
    })
    .returning();
  return { tokenId, assetId: row!.id };
}
