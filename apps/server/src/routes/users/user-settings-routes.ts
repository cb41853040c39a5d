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
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../db/database.ts";
import { requireUser, signedInUser } from "../../http/require-user.ts";
import type { Mailer } from "../../mail/mailer.ts";
import type { SignatureDeps } from "../../services/auth/verify-signature.ts";
import { addWallet } from "../../services/users/add-wallet.ts";
import { resendVerification } from "../../services/users/resend-verification.ts";
import { saveProfileImage } from "../../services/users/save-profile-image.ts";
import { setDefaultAddress } from "../../services/users/set-default-address.ts";
import { updateProfile } from "../../services/users/update-profile.ts";
import { rateLimited } from "../auth/auth-routes-deps.ts";

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
  const api = app.withTypeProvider<ZodTypeProvider>();
  const limited = { config: rateLimited(deps.rateLimitPerMinute), preHandler: requireUser };
  const success = <T>(data: T) => ({ status: "success" as const, data });

  api.patch(
    "/api/users/me",
    {
      preHandler: requireUser,
      schema: {
        tags,
        security,
        summary: "Change name, description, portfolio or email; a new email is mailed a verification link",
        body: ZUpdateProfileRequest,
        response: { 200: ZCurrentUserResponse, ...failures },
      },
    },
    async (request) =>
      success(await updateProfile({ ...deps, logger: request.log }, userIdOf(request), request.body)),
  );

  api.post(
    "/api/users/me/verification-email",
    {
      ...limited,
      schema: {
        tags,
        security,
        summary: "Mail a new verification link to the signed-in user's unverified email",
        response: { 200: ZVerificationEmailSentResponse, ...failures, 503: ZApiServerError },
      },
    },
    async (request) => success(await resendVerification({ ...deps, logger: request.log }, userIdOf(request))),
  );

  for (const kind of PROFILE_IMAGE_KINDS) {
    api.put(
      `/api/users/me/${kind}`,
      {
        preHandler: requireUser,
        schema: {
          tags,
          security,
          summary: `Make an image this user uploaded (POST /api/upload) the ${kind}: ${kind === "avatar" ? "square" : "7:1"}`,
          body: ZProfileImageRequest,
          response: { 200: ZCurrentUserResponse, ...failures },
        },
      },
      async (request) => success(await saveProfileImage(deps, userIdOf(request), kind, request.body.key)),
    );
  }

  api.post(
    "/api/users/me/addresses",
    {
      ...limited,
      schema: {
        tags,
        security,
        summary:
          "Add a wallet proven by a signed EIP-4361 message whose Request ID is add-wallet:{userId}; 409 when it is another user's",
        body: ZAddWalletRequest,
        response: { 200: ZCurrentUserResponse, 201: ZCurrentUserResponse, ...failures },
      },
    },
    async (request, reply) => {
      const { user, added } = await addWallet(deps, userIdOf(request), request.body);
      void reply.code(added ? 201 : 200);
      return success(user);
    },
  );

  api.put(
    "/api/users/me/default-address",
    {
      preHandler: requireUser,
      schema: {
        tags,
        security,
        summary: "Choose which of the user's wallets is the default (served first, the royalty recipient)",
        body: ZDefaultAddressRequest,
        response: { 200: ZCurrentUserResponse, ...failures },
      },
    },
    async (request) => success(await setDefaultAddress(deps, userIdOf(request), request.body.address)),
  );
}

const userIdOf = (request: Parameters<typeof signedInUser>[0]) => signedInUser(request).user._id;
