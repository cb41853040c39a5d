import { ZApiFailure, ZApiServerError } from "@meshlink/domain/api-envelope";
import {
  PROFILE_IMAGE_KINDS,
  ZAddWalletRequest,
  ZCurrentUserResponse,
  ZDefaultAddressRequest,
  ZProfileImageRequest,
  ZUpdateProfileRequest,
  ZVerificationEmailSentResponse,
} from "@meshlink/domain/user-settings.types";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/database.ts";
import { signedInUser } from "../../http/require-user.ts";
import type { Mailer } from "../../mail/mailer.ts";
import type { SignatureDeps } from "../../services/auth/verify-signature.ts";
import { addWallet } from "../../services/users/add-wallet.ts";
import { resendVerification } from "../../services/users/resend-verification.ts";
import { saveProfileImage } from "../../services/users/save-profile-image.ts";
import { setDefaultAddress } from "../../services/users/set-default-address.ts";
import { updateProfile } from "../../services/users/update-profile.ts";
import { rateLimited } from "../auth/auth-routes-deps.ts";
import { CREATED_OR_FOUND, userAction } from "../user-action.ts";

type UserSettingsDeps = SignatureDeps & {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  /** The sign-in routes' limit, per client IP, on the routes that mail or check a signature. */
  rateLimitPerMinute: number;
};

const failures = { 400: ZApiFailure, 401: ZApiFailure, 409: ZApiFailure, 429: ZApiFailure };
const security = [{ bearer: [] }];
const tags = ["users"];

/** A signed-in user's own profile, images and wallets (spec section 2 "Settings", section 5). */
export function registerUserSettingsRoutes(app: FastifyInstance, deps: UserSettingsDeps) {
  const limited = rateLimited(deps.rateLimitPerMinute);

  userAction(
    app,
    {
      method: "PATCH",
      url: "/api/users/me",
      status: 200,
      tags,
      security,
      summary: "Change name, description, portfolio or email; a new email is mailed a verification link",
      body: ZUpdateProfileRequest,
      response: ZCurrentUserResponse,
      failures,
    },
    ({ request, body }) => updateProfile({ ...deps, logger: request.log }, userIdOf(request), body),
  );

  userAction(
    app,
    {
      method: "POST",
      url: "/api/users/me/verification-email",
      config: limited,
      status: 200,
      tags,
      security,
      summary: "Mail a new verification link to the signed-in user's unverified email",
      response: ZVerificationEmailSentResponse,
      failures: { ...failures, 503: ZApiServerError },
    },
    ({ request }) => resendVerification({ ...deps, logger: request.log }, userIdOf(request)),
  );

  for (const kind of PROFILE_IMAGE_KINDS) {
    userAction(
      app,
      {
        method: "PUT",
        url: `/api/users/me/${kind}`,
        status: 200,
        tags,
        security,
        summary: `Make an image this user uploaded (POST /api/upload) the ${kind}: ${kind === "avatar" ? "square" : "7:1"}`,
        body: ZProfileImageRequest,
        response: ZCurrentUserResponse,
        failures,
      },
      ({ request, body }) => saveProfileImage(deps, userIdOf(request), kind, body.key),
    );
  }

  userAction(
    app,
    {
      method: "POST",
      url: "/api/users/me/addresses",
      config: limited,
      status: CREATED_OR_FOUND,
      tags,
      security,
      summary:
        "Add a wallet proven by a signed EIP-4361 message whose Request ID is add-wallet:{userId}; 409 when it is another user's",
      body: ZAddWalletRequest,
      response: ZCurrentUserResponse,
      failures,
    },
    async ({ request, body }) => {
      const { user, added } = await addWallet(deps, userIdOf(request), body);
      return { created: added, data: user };
    },
  );

  userAction(
    app,
    {
      method: "PUT",
      url: "/api/users/me/default-address",
      status: 200,
      tags,
      security,
      summary: "Choose which of the user's wallets is the default (served first, the royalty recipient)",
      body: ZDefaultAddressRequest,
      response: ZCurrentUserResponse,
      failures,
    },
    ({ request, body }) => setDefaultAddress(deps, userIdOf(request), body.address),
  );
}

const userIdOf = (request: Parameters<typeof signedInUser>[0]) => signedInUser(request).user._id;
