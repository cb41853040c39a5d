import { z } from "zod";
import { zApiSuccess } from "../api-envelope.ts";

/**
 * GET /api/auth/site: the address (PUBLIC_URL) whose sign-in messages this server accepts. A page
 * opened elsewhere (127.0.0.1 for localhost, another port) tells the user where to go instead of
 * asking the wallet for a signature that cannot sign in.
 */
const ZSignInSite = z.object({ publicUrl: z.url() });
export type SignInSite = z.infer<typeof ZSignInSite>;

export const ZSignInSiteResponse = zApiSuccess(ZSignInSite);
