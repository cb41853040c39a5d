import { AUTH_ERRORS } from "@meshlink/domain/auth/auth-errors";
import { walletKindOf } from "@meshlink/domain/entities/wallet-address";
import type { FastifyRequest } from "fastify";
import { AuthError } from "../services/auth/auth-error.ts";
import { requireUser, signedInUser } from "./require-user.ts";

/**
 * preHandler, in place of requireUser, for the routes that record what the signed-in wallet did on
 * the Store (collections, assets, listings, offers, proposals, imports): only EVM chains have one
 * (docs/decisions/022-everscale.md). A session opened with an Everscale wallet gets 403 saying so,
 * before any service compares its 0: address with a transaction's sender.
 */
export async function requireEvmWallet(request: FastifyRequest) {
  await requireUser(request);
  if (walletKindOf(signedInUser(request).address) !== "evm")
    throw new AuthError(403, AUTH_ERRORS.evmWalletRequired);
}
