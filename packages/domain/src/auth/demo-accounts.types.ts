import { z } from "zod";
import { zApiSuccess } from "../api-envelope.ts";
import { ANVIL_ACCOUNT_ADDRESSES } from "../constants/anvil-accounts.ts";
import { ZAddress } from "../entities/address.ts";
import { ZUser } from "../entities/user.ts";

/**
 * GET /api/auth/demo-accounts, served only while the server runs on the local chain (31337): the
 * anvil accounts the web's Demo wallet offers — each with the user registered on it (the demo seed's
 * creators and studios, or whoever registered it since), or `user: null` for a fresh account.
 * `index` is the account's place in ANVIL_ACCOUNT_ADDRESSES; no key is ever served.
 */
const ZDemoAccount = z.object({
  index: z
    .number()
    .int()
    .min(0)
    .max(ANVIL_ACCOUNT_ADDRESSES.length - 1),
  address: ZAddress,
  user: ZUser.pick({ _id: true, name: true, type: true }).nullable(),
});
export type DemoAccount = z.infer<typeof ZDemoAccount>;

export const ZDemoAccountsResponse = zApiSuccess(z.array(ZDemoAccount));
