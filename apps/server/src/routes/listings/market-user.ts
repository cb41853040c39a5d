import type { FastifyRequest } from "fastify";
import { signedInUser } from "../../http/require-user.ts";
import type { MarketUser } from "../../services/listings/market-deps.ts";

/** The signed-in user of a request that passed `requireUser`, as the market services take it. */
export function marketUserOf(request: FastifyRequest): MarketUser {
  const { user, address } = signedInUser(request);
  return {
    id: user._id,
    name: user.name,
    type: user.type,
    wallet: address.toLowerCase(),
    addresses: user.addresses.map((entry) => entry.address.toLowerCase()),
  };
}
