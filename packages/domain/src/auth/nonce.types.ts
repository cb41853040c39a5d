import { zApiSuccess } from "../api-envelope.ts";
import { ZNonce } from "./auth-fields.ts";

/** GET /api/auth/nonce → `{ status: "success", data: nonce }`: single use, 10 minutes. */
export const ZNonceResponse = zApiSuccess(ZNonce);
