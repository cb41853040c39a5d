import { z } from "zod";
import { ZUser } from "../entities/user.ts";
import { ZEmail } from "../validation/email.ts";

/**
 * The signed-in user's own record: a User (spec section 3) plus the email and whether it has been
 * verified. Served only to that user.
 */
export const ZCurrentUser = ZUser.extend({
  email: ZEmail,
  emailVerified: z.boolean(),
});
export type CurrentUser = z.infer<typeof ZCurrentUser>;
