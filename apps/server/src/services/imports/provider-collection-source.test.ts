import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { PublicClient } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { providerCollectionSource } from "./provider-collection-source.ts";

// The provider's documented answers (test-fixtures/alchemy/README.md), served over real HTTP.
const account = "0x70997970c51812dc3a010c7d01b50e0d17dc79c8";
const fixture = (name: string) =>
  readFile(new URL(`./test-fixtures/alchemy/${name}`, import.meta.url), "utf8");

// owner() and ERC-165 as the chain would answer them: only 0x3333… names the account as owner.
const chainClient = {
  readContract: ({
    address,
    functionName,
    args,
  }: {
    address: string;
    functionName: string;
    args?: unknown[];
  }) => {
    if (address !== "0x3333333333333333333333333333333333333333") {
      return Promise.reject(new Error("execution reverted"));
    }
    if (functionName === "supportsInterface") return Promise.resolve(args?.[0] === "0x80ac58cd");
    if (functionName === "owner") return Promise.resolve(account);
    return Promise.resolve(functionName === "name" ? "Someone Else's" : "ELSE");
  },
} as unknown as PublicClient;

describe("the Alchemy NFT API source, against recorded getContractsForOwner answers", () => {
  let server: Server;
  let baseUrl = "";
  const requests: URL[] = [];
  let answer: (url: URL) => Promise<{ status: number; body: string }>;

  beforeAll(async () => {
    server = createServer((request, response) => {
      const url = new URL(request.url!, "http://localhost");
      requests.push(url);
      void answer(url).then(({ status, body }) => {
        response.writeHead(status, { "content-type": "application/json" });
        response.end(body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/nft/v3`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const recorded = async (url: URL) => {
    const page = url.searchParams.get("pageKey") ? "page-2.json" : "page-1.json";
    return { status: 200, body: (await fixture(page)).replaceAll("{{account}}", account) };
  };

  it("asks page by page and keeps what the account deployed or owns, of a known token type", async () => {
    answer = recorded;
    requests.length = 0;
    const source = providerCollectionSource({ client: chainClient }, { apiKey: "test-key", baseUrl });
    const found = await source.findOwned(account);

    expect(requests.map((url) => url.pathname)).toEqual([
      "/nft/v3/test-key/getContractsForOwner",
      "/nft/v3/test-key/getContractsForOwner",
    ]);
    expect(requests[0]!.searchParams.get("owner")).toBe(account);
    expect(requests[0]!.searchParams.get("pageSize")).toBe("100");
    expect(requests[1]!.searchParams.get("pageKey")).toBe("03949322-9b2c-4fdd-aab6-1369e29fa5b2");
    expect(found.truncated).toBe(false);
    expect(found.collections).toEqual([
      {
        address: "0x1c310c2fbb0d9755a6b918f990bc8d3504f2c684",
        name: "Voxel Relics",
        symbol: "VXR",
        ercType: "ERC721",
        tokenCount: 2,
      },
      // Marked spam, but the account deployed it; control characters gone.
      {
        address: "0x2222222222222222222222222222222222222222",
        name: "My Own Spam",
        symbol: "SPAM",
        ercType: "ERC721",
        tokenCount: 1,
      },
      // Odd field types: the entry stays, the odd fields do not.
      {
        address: "0x5555555555555555555555555555555555555555",
        name: "0x5555…5555",
        symbol: "",
        ercType: "ERC721",
        tokenCount: null,
      },
      {
        address: "0x6666666666666666666666666666666666666666",
        name: "Mesh Parts",
        symbol: "MSP",
        ercType: "ERC1155",
        tokenCount: 2,
      },
      // Deployed by someone else, but its owner() is the account now.
      {
        address: "0x3333333333333333333333333333333333333333",
        name: "Someone Else's",
        symbol: "ELSE",
        ercType: "ERC721",
        tokenCount: 1,
      },
    ]);
  });

  it("fails on an error status or an answer that is not the documented shape, never half-read", async () => {
    const source = providerCollectionSource({ client: chainClient }, { apiKey: "test-key", baseUrl });
    answer = () => Promise.resolve({ status: 401, body: '{"error":"Must be authenticated!"}' });
    await expect(source.findOwned(account)).rejects.toThrow("HTTP 401");
    answer = () => Promise.resolve({ status: 200, body: '{"contracts":"nope"}' });
    await expect(source.findOwned(account)).rejects.toThrow();
    answer = () => Promise.resolve({ status: 200, body: "<html>" });
    await expect(source.findOwned(account)).rejects.toThrow();
  });

  it("stops at the search cap however many pages the provider offers", async () => {
    requests.length = 0;
    answer = async () => ({
      status: 200,
      body: JSON.stringify({
        ...JSON.parse((await fixture("page-2.json")).replaceAll("{{account}}", account)),
        pageKey: "again",
      }),
    });
    const source = providerCollectionSource({ client: chainClient }, { apiKey: "test-key", baseUrl });
    const found = await source.findOwned(account);
    expect(requests).toHaveLength(10);
    expect(found).toMatchObject({ truncated: true });
    expect(found.collections).toHaveLength(1);
  });
});
