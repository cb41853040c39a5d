import { ZApiFailure, ZApiServerError } from "@meshlink/domain/api-envelope";
import {
  ZImportCollectionRequest,
  ZImportCollectionResponse,
  ZImportSearchRequest,
  ZImportSearchResponse,
} from "@meshlink/domain/imports-api.types";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { signedInUser } from "../../http/require-user.ts";
import { importCollection } from "../../services/imports/import-collection.ts";
import type { ImportDeps, Importer } from "../../services/imports/import-deps.ts";
import { searchImportable } from "../../services/imports/search-importable.ts";
import { userAction } from "../user-action.ts";

const tags = ["imports"];
const security = [{ bearer: [] }];
const failures = {
  400: ZApiFailure,
  401: ZApiFailure,
  403: ZApiFailure,
  409: ZApiFailure,
  422: ZApiFailure,
  429: ZApiFailure,
  503: ZApiServerError,
};

/**
 * Counted per user, as uploads are: a search scans the chain or calls the provider, an import reads
 * a collection's whole past. After the sign-in check, which finds the user.
 */
const perUser = (name: string, max: number) => ({
  rateLimit: {
    max,
    timeWindow: "1 minute",
    hook: "preHandler" as const,
    keyGenerator: (request: FastifyRequest) => `${name}:${signedInUser(request).user._id}`,
  },
});

const importerOf = (request: FastifyRequest): Importer => {
  const { user } = signedInUser(request);
  return { id: user._id, addresses: user.addresses.map((entry) => entry.address.toLowerCase()) };
};

/** Importing collections from the chain (packages/domain imports-api.types.ts, docs/decisions/019). */
export function registerImportRoutes(app: FastifyInstance, deps: ImportDeps, limits: { perMinute: number }) {
  userAction(
    app,
    {
      wallet: "evm",
      method: "POST",
      url: "/api/imports/collections/search",
      // The modal pages ten at a time; its pages after the first come from the brief cache.
      config: perUser("import-search", limits.perMinute),
      status: 200,
      tags,
      security,
      summary: "One page of the ERC-721 and ERC-1155 collections an account of the caller owns",
      body: ZImportSearchRequest,
      response: ZImportSearchResponse,
      failures,
    },
    ({ request, body }) => searchImportable(deps, importerOf(request), body),
  );

  userAction(
    app,
    {
      wallet: "evm",
      method: "POST",
      url: "/api/imports/collections",
      // Each reads a collection's whole past: a handful a minute is plenty for a person.
      config: perUser("import", Math.max(1, Math.ceil(limits.perMinute / 6))),
      status: 201,
      tags,
      security,
      summary: "Import a collection the caller's wallet owns on-chain, with its tokens so far",
      body: ZImportCollectionRequest,
      response: ZImportCollectionResponse,
      failures,
    },
    ({ request, body }) => importCollection(deps, importerOf(request), body),
  );
}
