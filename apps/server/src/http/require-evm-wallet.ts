import { AUTH_ERRORS } from "@meshlink/domain/auth/auth-errors";
import { walletKindOf } from "@meshlink/domain/entities/wallet-address";
import type { FastifyRequest } from "fastify";
import { requireUser, signedInUser } from "./require-user.ts";
import { ServiceError } from "../services/service-error.ts";

/**
 * preHandler, in place of requireUser, for the routes that record what the signed-in wallet did on
 * the Store (collections, assets, listings, offers, proposals, imports): only EVM chains have one
 * (docs/decisions/022-everscale.md). A session opened with an Everscale wallet gets 403 saying so,
 * before any service compares its 0: address with a transaction's sender.
 */
export async function requireEvmWallet(request: FastifyRequest) {
  await requireUser(request);
  if (walletKindOf(signedInUser(request).address) !== "evm")
    throw new ServiceError("FORBIDDEN", AUTH_ERRORS.evmWalletRequired);
}
