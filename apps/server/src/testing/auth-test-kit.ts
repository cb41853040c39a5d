import type { FastifyInstance } from "fastify";
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from "viem/accounts";
import { createSiweMessage, type SiweMessage } from "viem/siwe";
import type { Mail, Mailer } from "../mail/mailer.ts";
import { buildApp, type AppDeps } from "../app.ts";
import { loadConfig } from "../config.ts";
import { createTestDb } from "./create-test-db.ts";

// Helpers for the /api/auth route tests: a test app whose mails are kept in memory, fresh wallets
// with real keys, and EIP-4361 messages signed for real.

export const PUBLIC_URL = "http://localhost:3000";

export async function buildAuthTestApp(
  env: Record<string, string> = {},
  deps: Pick<AppDeps, "logStream" | "chains" | "bus"> = {},
) {
  const mails: Mail[] = [];
  const mailer: Mailer = { send: (mail) => Promise.resolve(void mails.push(mail)) };
  const config = loadConfig({
    LOG_LEVEL: "silent",
    NODE_ENV: "test",
    WEB_DIST: "/nonexistent",
    PUBLIC_URL,
    ...env,
  });
  const database = await createTestDb();
  const app = await buildApp(config, { ...deps, database, mailer });
  app.addHook("onClose", () => database.close());
  return { app, mails, db: database.db };
}

export const newWallet = (): PrivateKeyAccount => privateKeyToAccount(generatePrivateKey());

export async function getNonce(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: "GET", url: "/api/auth/nonce" });
  return response.json<{ data: string }>().data;
}

/** A sign-in message for this deployment with a fresh nonce; `fields` override any part. */
export async function signInMessage(
  app: FastifyInstance,
  wallet: PrivateKeyAccount,
  fields: Partial<SiweMessage> = {},
): Promise<string> {
  return createSiweMessage({
    address: wallet.address,
    domain: "localhost:3000",
    uri: PUBLIC_URL,
    version: "1",
    chainId: 31337,
    nonce: fields.nonce ?? (await getNonce(app)),
    issuedAt: new Date(),
    statement: "Sign in to MeshLink with your wallet.",
    ...fields,
  });
}

export function postVerify(
  app: FastifyInstance,
  body: { message: string; signature: string; address: string },
) {
  return app.inject({ method: "POST", url: "/api/auth/verify", payload: body });
}

/** Signs in `wallet` through /verify and answers the accepted signature. */
export async function verifiedSignature(app: FastifyInstance, wallet: PrivateKeyAccount): Promise<string> {
  const message = await signInMessage(app, wallet);
  const signature = await wallet.signMessage({ message });
  const response = await postVerify(app, { message, signature, address: wallet.address });
  if (response.statusCode !== 200 && response.statusCode !== 404) throw new Error(response.body);
  return signature;
}

// Names are unique among users (read alike counts as the same), so each wallet gets its own.
export const registration = (wallet: PrivateKeyAccount, signature: string, fields: object = {}) => ({
  name: `Ada ${wallet.address.slice(2, 10)}`,
  email: `${wallet.address.slice(2, 12).toLowerCase()}@example.com`,
  type: "creator",
  address: wallet.address,
  signature,
  ...fields,
});

/** A registered wallet with a bearer token. */
export async function signedInWallet(app: FastifyInstance) {
  const wallet = newWallet();
  const signature = await verifiedSignature(app, wallet);
  const registered = await app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: registration(wallet, signature),
  });
  if (registered.statusCode !== 201) throw new Error(registered.body);
  const login = await app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { address: wallet.address, signature },
  });
  const { token } = login.json<{ data: { token: string } }>().data;
  return { wallet, signature, token };
}
