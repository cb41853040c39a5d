import { createEverscaleSignInMessage } from "@meshlink/domain/auth/everscale-sign-in-message";
import { SIGN_IN_STATEMENT } from "@meshlink/domain/auth/sign-in-rules";
import type { EverscaleVerifyRequest } from "@meshlink/domain/auth/verify.types";
import type { FastifyInstance } from "fastify";
import { newEverscaleWallet, type EverscaleTestWallet } from "./everscale-test-wallet.ts";
import { getNonce, PUBLIC_URL } from "./auth-test-kit.ts";

// Everscale counterparts of auth-test-kit.ts: the body EVER Wallet's sign-in posts to /verify, and a
// registered Everscale wallet with a bearer token, through the real routes.

type MessageFields = Partial<Parameters<typeof createEverscaleSignInMessage>[0]>;

/**
 * The /verify body of `wallet` signing the message the deployment at `publicUrl` asks for, an hour
 * long from now, with `fields.nonce`; other `fields` override the message's.
 */
export async function signedEverscaleRequest(
  wallet: EverscaleTestWallet,
  publicUrl: string,
  fields: MessageFields & { nonce: string },
): Promise<EverscaleVerifyRequest> {
  const now = Date.now();
  const message = createEverscaleSignInMessage({
    domain: new URL(publicUrl).host,
    address: wallet.address,
    statement: SIGN_IN_STATEMENT,
    uri: publicUrl,
    version: "1",
    issuedAt: new Date(now),
    expirationTime: new Date(now + 60 * 60 * 1000),
    ...fields,
  });
  const { address, publicKey, contractType } = wallet;
  return {
    walletKind: "everscale",
    message,
    signature: await wallet.sign(message),
    address,
    publicKey,
    contractType,
  };
}

/** The /verify body of `wallet` signing this deployment's message with a fresh nonce. */
export async function everscaleVerifyBody(
  app: FastifyInstance,
  wallet: EverscaleTestWallet,
  fields: MessageFields = {},
) {
  return signedEverscaleRequest(wallet, PUBLIC_URL, {
    ...fields,
    nonce: fields.nonce ?? (await getNonce(app)),
  });
}

/** A new Everscale wallet, registered and logged in through /verify, /register and /login. */
export async function signedInEverscaleWallet(app: FastifyInstance) {
  const wallet = await newEverscaleWallet();
  const body = await everscaleVerifyBody(app, wallet);
  const verified = await app.inject({ method: "POST", url: "/api/auth/verify", payload: body });
  if (verified.statusCode !== 404) throw new Error(verified.body);
  const id = wallet.address.slice(2, 12);
  const registered = await app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: {
      name: `Ever ${id}`,
      email: `${id}@example.com`,
      type: "creator",
      address: wallet.address,
      signature: body.signature,
    },
  });
  if (registered.statusCode !== 201) throw new Error(registered.body);
  const login = await app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { address: wallet.address, signature: body.signature },
  });
  const { token } = login.json<{ data: { token: string } }>().data;
  return { wallet, signature: body.signature, token };
}
