import { AUTH_ERRORS } from "@meshlink/domain/auth/auth-errors";
import type { createEverscaleSignInMessage } from "@meshlink/domain/auth/everscale-sign-in-message";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "../../testing/create-test-db.ts";
import type { Database } from "../../db/database.ts";
import { signIns } from "../../db/schema.ts";
import { signedEverscaleRequest } from "../../testing/everscale-test-kit.ts";
import { newEverscaleWallet, type EverscaleTestWallet } from "../../testing/everscale-test-wallet.ts";
import { issueNonce } from "./issue-nonce.ts";
import { hashSecret } from "./secrets.ts";
import { verifySignIn } from "./verify-sign-in.ts";

const publicUrl = "https://market.example";
const HOUR = 60 * 60 * 1000;

describe("verifySignIn with an Everscale wallet", () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDb();
  });
  afterAll(() => database.close());
  const deps = () => ({ db: database.db, publicUrl });

  /** A signed request for `wallet` with a fresh nonce; `fields` override the message's. */
  const request = async (
    wallet: EverscaleTestWallet,
    fields: Partial<Parameters<typeof createEverscaleSignInMessage>[0]> = {},
  ) =>
    signedEverscaleRequest(wallet, publicUrl, {
      ...fields,
      nonce: fields.nonce ?? (await issueNonce({ db: database.db })),
    });

  const refusal = (reason: string): unknown => expect.objectContaining({ status: 401, message: reason });

  it("accepts a good signature of a new wallet and records the sign-in, without a chain", async () => {
    const wallet = await newEverscaleWallet();
    const signed = await request(wallet);
    expect(await verifySignIn(deps(), signed)).toEqual({ user: null });
    const [row] = await database.db
      .select()
      .from(signIns)
      .where(eq(signIns.signatureHash, hashSecret(signed.signature)));
    expect(row).toMatchObject({ address: wallet.address, chainId: null });
  });

  it("accepts a WalletV3 account as well", async () => {
    await expect(verifySignIn(deps(), await request(await newEverscaleWallet("WalletV3")))).resolves.toEqual({
      user: null,
    });
  });

  it("refuses a signature made with another key", async () => {
    const [wallet, other] = [await newEverscaleWallet(), await newEverscaleWallet()];
    const signed = await request(wallet);
    const forged = { ...signed, signature: await other.sign(signed.message) };
    await expect(verifySignIn(deps(), forged)).rejects.toThrow(refusal(AUTH_ERRORS.invalidSignature));
  });

  it("refuses an address that is not the wallet of the signing key", async () => {
    const [wallet, victim] = [await newEverscaleWallet(), await newEverscaleWallet()];
    // The attacker's key signs a message naming someone else's wallet.
    const signed = await request({ ...wallet, address: victim.address });
    await expect(verifySignIn(deps(), signed)).rejects.toThrow(refusal(AUTH_ERRORS.addressNotOfPublicKey));
  });

  it("refuses the key's wallet of another contract than the one named", async () => {
    const wallet = await newEverscaleWallet("EverWallet");
    const signed = await request(wallet);
    await expect(verifySignIn(deps(), { ...signed, contractType: "WalletV3" })).rejects.toThrow(
      refusal(AUTH_ERRORS.addressNotOfPublicKey),
    );
  });

  it("refuses a tampered message", async () => {
    const signed = await request(await newEverscaleWallet());
    const later = new Date(Date.now() + 2 * HOUR).toISOString();
    const tampered = signed.message.replace(/Expiration Time: .*$/, `Expiration Time: ${later}`);
    await expect(verifySignIn(deps(), { ...signed, message: tampered })).rejects.toThrow(
      refusal(AUTH_ERRORS.invalidSignature),
    );
  });

  it("refuses an expired nonce, and does not spend a nonce on a forged signature", async () => {
    const wallet = await newEverscaleWallet();
    const nonce = await issueNonce({ db: database.db });
    const forged = { ...(await request(wallet, { nonce })), signature: `0x${"00".repeat(64)}` };
    await expect(verifySignIn(deps(), forged)).rejects.toThrow(refusal(AUTH_ERRORS.invalidSignature));
    await database.db.execute(
      sql`UPDATE auth_nonces SET expires_at = now() - interval '1 second' WHERE nonce = ${nonce}`,
    );
    await expect(verifySignIn(deps(), await request(wallet, { nonce }))).rejects.toThrow(
      refusal(AUTH_ERRORS.invalidNonce),
    );
  });

  it("refuses a nonce used before", async () => {
    const wallet = await newEverscaleWallet();
    const nonce = await issueNonce({ db: database.db });
    await verifySignIn(deps(), await request(wallet, { nonce }));
    await expect(verifySignIn(deps(), await request(wallet, { nonce }))).rejects.toThrow(
      refusal(AUTH_ERRORS.invalidNonce),
    );
  });

  it("refuses an expired message, another site and another statement, as EVM sign-ins are", async () => {
    const wallet = await newEverscaleWallet();
    const issuedAt = new Date(Date.now() - 2 * HOUR);
    const expired = await request(wallet, { issuedAt, expirationTime: new Date(Date.now() - HOUR) });
    await expect(verifySignIn(deps(), expired)).rejects.toThrow(refusal(AUTH_ERRORS.expired));
    await expect(verifySignIn(deps(), await request(wallet, { domain: "127.0.0.1" }))).rejects.toThrow(
      expect.objectContaining({ status: 401, code: "WRONG_SITE" }),
    );
    await expect(
      verifySignIn(deps(), await request(wallet, { statement: "Claim your airdrop." })),
    ).rejects.toThrow(refusal(AUTH_ERRORS.wrongStatement));
  });

  it("refuses a message for another wallet than the request's, and one not written canonically", async () => {
    const [wallet, other] = [await newEverscaleWallet(), await newEverscaleWallet()];
    const signed = await request(wallet);
    await expect(verifySignIn(deps(), { ...signed, address: other.address })).rejects.toThrow(
      refusal(AUTH_ERRORS.addressMismatch),
    );
    const loose = signed.message.replace(/Issued At: (\S+)\.\d{3}Z/, "Issued At: $1Z");
    expect(loose).not.toBe(signed.message);
    const resigned = { ...signed, message: loose, signature: await wallet.sign(loose) };
    await expect(verifySignIn(deps(), resigned)).rejects.toThrow(
      expect.objectContaining({ status: 400, message: AUTH_ERRORS.invalidMessage }),
    );
  });
});
