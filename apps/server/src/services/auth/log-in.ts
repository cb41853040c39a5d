import type { Session } from "@meshlink/domain/auth/login.types";
import { AUTH_ERRORS } from "@meshlink/domain/auth/auth-errors";
import type { Db } from "../../db/database.ts";
import { insertSession, setLoginSignature } from "../../db/queries/sign-ins.ts";
import { findUserIdByAddress, loadCurrentUser } from "../users/load-current-user.ts";
import { hashSecret, randomToken } from "./secrets.ts";
import { findValidSignIn } from "./sign-ins.ts";
import { ServiceError } from "../service-error.ts";

/**
 * POST /api/auth/login: exchanges a verified, still valid sign-in signature for a bearer token.
 * Only the token's hash is stored. `null` when the wallet is not registered.
 */
export async function logIn(
  deps: { db: Db; sessionTtlMs: number },
  input: { address: string; signature: string },
): Promise<Session | null> {
  const { db } = deps;
  const signIn = await findValidSignIn(deps, input);
  if (!signIn) throw new ServiceError("INVALID_SIGNATURE", AUTH_ERRORS.invalidSignature);
  const userId = await findUserIdByAddress(deps, input.address);
  if (!userId) return null;

  const token = randomToken();
  const expiresAt = new Date(Date.now() + deps.sessionTtlMs);
  await insertSession(db, {
    tokenHash: hashSecret(token),
    userId,
    signInId: signIn.id,
    address: input.address,
    expiresAt,
  });
  // Spec section 3: the address record carries the signature it last logged in with — as its hash,
  // since the signature itself logs in until the sign-in expires.
  await setLoginSignature(db, { address: input.address }, hashSecret(input.signature));

  const user = await loadCurrentUser(deps, userId);
  if (!user) return null;
  return { token, expiresAt: expiresAt.toISOString(), user };
}
