import { AUTH_ERRORS } from "@meshlink/domain/auth/auth-errors";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAuthTestApp, signedInWallet } from "../testing/auth-test-kit.ts";
import { signedInEverscaleWallet } from "../testing/everscale-test-kit.ts";

const id = "00000000-0000-4000-8000-000000000000";
const txHash = `0x${"ab".repeat(32)}`;
const account = `0x${"12".repeat(20)}`;
const tx = { chainId: 31337, txHash };
const listing = {
  ...tx,
  engines: [{ engineId: "unity", name: "Unity" }],
  technicalDescription: { short: { rigged: true, animations: false, textures: true, polyCount: "2" } },
};

// Each route that records a Store action of the signed-in wallet, with a body its schema accepts.
const STORE_WRITES: [string, object][] = [
  [
    "/api/collections",
    { ...tx, name: "Ships", symbol: "SHP", type: "ERC721", logoKey: "a.png", bannerKey: "b.png" },
  ],
  ["/api/assets", { ...tx, draftId: id }],
  ["/api/listings", listing],
  ["/api/listings/1/cancel", tx],
  ["/api/offers", { ...tx, assetId: id }],
  ["/api/offers/1/accept", tx],
  ["/api/proposals", { assetId: id, listingId: "1", offererCollectionAddress: account }],
  ["/api/proposals/00000000-0000-4000-8000-000000000000/accept", tx],
  ["/api/imports/collections/search", { chainId: 31337, account }],
  ["/api/imports/collections", { chainId: 31337, account, collection: `0x${"13".repeat(20)}` }],
];

describe("Store writes with an Everscale session", () => {
  let app: FastifyInstance;
  let everscale: string;
  let evm: string;
  beforeAll(async () => {
    ({ app } = await buildAuthTestApp());
    everscale = (await signedInEverscaleWallet(app)).token;
    evm = (await signedInWallet(app)).token;
  });
  afterAll(() => app.close());

  const post = (url: string, payload: object, token: string) =>
    app.inject({ method: "POST", url, payload, headers: { authorization: `Bearer ${token}` } });

  it.each(STORE_WRITES)("%s answers 403: the Store needs an EVM wallet", async (url, payload) => {
    const response = await post(url, payload, everscale);
    expect(response.json()).toEqual({
      status: "failed",
      error: AUTH_ERRORS.evmWalletRequired,
      code: "FORBIDDEN",
    });
    expect(response.statusCode).toBe(403);
  });

  it.each(STORE_WRITES)("%s goes on to its own checks for an EVM session", async (url, payload) => {
    const response = await post(url, payload, evm);
    expect(response.json()).not.toEqual(expect.objectContaining({ error: AUTH_ERRORS.evmWalletRequired }));
    expect(response.statusCode).toBeLessThan(500);
  });

  it("leaves the signed-in reads to an Everscale session", async () => {
    const headers = { authorization: `Bearer ${everscale}` };
    expect((await app.inject({ method: "GET", url: "/api/collections/mine", headers })).statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: "/api/notifications", headers })).statusCode).toBe(200);
  });
});
