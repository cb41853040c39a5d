import { expect, type APIRequestContext } from "@playwright/test";
import { externalCollection1155, externalCollection721, single721Abi } from "@meshlink/contracts/generated";
import type { AssetDetails } from "@meshlink/domain/assets-api.types";
import type { BrowseAssetsPage } from "@meshlink/domain/browse-api.types";
import { createPublicClient, http, type Address, type Hex } from "viem";
import type { PrivateKeyAccount } from "viem/accounts";
import { foundry } from "viem/chains";
import { chainWallet } from "./local-chain.ts";

// Collections a creator deployed outside MeshLink (plain OpenZeppelin contracts, no Store), as the
// import journey brings them in: deployed and minted from the test, as the creator's own wallet would.

/** Deploys and mints from `account` on the local node, waiting for each receipt. */
export function externalCollections(account: PrivateKeyAccount, rpcUrl: string) {
  const wallet = chainWallet(account, rpcUrl);
  const chain = createPublicClient({ chain: foundry, transport: http(rpcUrl) });
  const mined = async (hash: Hex) => {
    const receipt = await chain.waitForTransactionReceipt({ hash, timeout: 60_000 });
    expect(receipt.status).toBe("success");
    return receipt;
  };
  const deploy = async (
    contract: typeof externalCollection721 | typeof externalCollection1155,
    name: string,
    symbol: string,
  ): Promise<Address> => {
    const hash = await wallet.deployContract({
      abi: contract.abi,
      bytecode: contract.bytecode,
      args: [name, symbol],
    });
    const { contractAddress } = await mined(hash);
    if (!contractAddress) throw new Error(`deploying ${name} made no contract`);
    return contractAddress;
  };
  return {
    deploy721: (name: string, symbol: string) => deploy(externalCollection721, name, symbol),
    deploy1155: (name: string, symbol: string) => deploy(externalCollection1155, name, symbol),
    /** Mints the next token id (1, 2, …) to the deployer with `uri` as its tokenURI. */
    mint721: async (address: Address, uri: string) => {
      await mined(
        await wallet.writeContract({
          address,
          abi: externalCollection721.abi,
          functionName: "mint",
          args: [account.address, uri],
        }),
      );
    },
    mint1155: async (address: Address, id: bigint, amount: bigint, uri: string) => {
      await mined(
        await wallet.writeContract({
          address,
          abi: externalCollection1155.abi,
          functionName: "mint",
          args: [account.address, id, amount, uri],
        }),
      );
    },
  };
}

/** A `data:` URI of `text` in base64, as on-chain metadata is often written. */
export const base64DataUri = (mediaType: string, text: string) =>
  `data:${mediaType};base64,${Buffer.from(text, "utf8").toString("base64")}`;

/** A small picture as SVG text: a gem of `fill` on a dark square, with a caption to tell them apart. */
export const gemSvg = (fill: string, caption: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">` +
  `<rect width="256" height="256" fill="#1e1b2e"/>` +
  `<path d="M128 28 212 100 128 228 44 100Z" fill="${fill}" stroke="#fff" stroke-width="6"/>` +
  `<text x="128" y="246" font-family="sans-serif" font-size="16" fill="#fff" text-anchor="middle">${caption}</text>` +
  `</svg>`;

export type SeededMetadata = { cid: string; name: string; json: { name: string; image: string | null } };

/**
 * Real token metadata in the server's own IPFS store: a demo-seeded MeshLink asset's, whose CID
 * the API names and whose on-chain tokenURI is the gateway's /ipfs/{cid}. Minting `ipfs://{cid}`
 * elsewhere is then what a creator who pinned the same JSON would have done.
 */
export async function seededIpfsMetadata(
  request: APIRequestContext,
  rpcUrl: string,
): Promise<SeededMetadata> {
  const list = await request.post("/api/assets/list", {
    data: { chainIds: [foundry.id], ercTypes: ["ERC721"], sort: "newest", perPage: 20 },
  });
  expect(list.ok()).toBe(true);
  const { data: cards } = ((await list.json()) as { data: BrowseAssetsPage }).data;
  const chain = createPublicClient({ chain: foundry, transport: http(rpcUrl) });
  for (const card of cards) {
    const response = await request.get(`/api/assets/${card.address}/${card.tokenId}`);
    if (!response.ok()) continue;
    const asset = ((await response.json()) as { data: AssetDetails }).data;
    if (asset.imported || !asset.metadata) continue;
    const tokenUri = await chain.readContract({
      address: card.address as Address,
      abi: single721Abi,
      functionName: "tokenURI",
      args: [BigInt(card.tokenId)],
    });
    expect(tokenUri).toMatch(new RegExp(`/ipfs/${asset.metadata}$`));
    const served = await request.get(`/ipfs/${asset.metadata}`);
    expect(served.ok()).toBe(true);
    const json = (await served.json()) as SeededMetadata["json"];
    return { cid: asset.metadata, name: json.name, json };
  }
  throw new Error("no seeded ERC-721 asset with IPFS metadata to borrow");
}
