import type { FastifyInstance } from "fastify";
import type { Chains } from "../chain/chain-connection.ts";
import { txLinks } from "../chain/explorer-links.ts";
import { platformFees } from "../chain/read-platform-fee.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/database.ts";
import type { Mailer } from "../mail/mailer.ts";
import type { EventBus } from "../realtime/event-bus.ts";
import { registerRealtimeRoute } from "../realtime/realtime-route.ts";
import type { SignatureDeps } from "../services/auth/verify-signature.ts";
import type { HealthDeps } from "../services/check-health.ts";
import type { CatalogDeps } from "../services/collections/catalog-deps.ts";
import type { FilesDeps } from "../services/files/files-deps.ts";
import { importDepsFrom } from "../services/imports/import-deps-from.ts";
import { registerActivityRoute } from "./activity.ts";
import { registerArchiveDownloadRoute } from "./assets/archive-download-route.ts";
import { registerAssetHoldersRoute } from "./assets/asset-holders-route.ts";
import { registerAssetReadRoutes } from "./assets/asset-read-routes.ts";
import { registerAssetRoutes } from "./assets/asset-routes.ts";
import { registerDemoAccountsRoute } from "./auth/demo-accounts-route.ts";
import { registerRegistrationRoutes } from "./auth/registration-routes.ts";
import { registerSessionRoutes } from "./auth/session-routes.ts";
import { registerSignInRoutes } from "./auth/sign-in-routes.ts";
import { registerChainTransactionsRoute } from "./chain-transactions.ts";
import { registerChainsRoute } from "./chains.ts";
import { registerCollectionBrowseRoutes } from "./collections/collection-browse-routes.ts";
import { registerCollectionRoutes } from "./collections/collection-routes.ts";
import { registerFileRoutes } from "./files/register-file-routes.ts";
import { registerHealthRoute } from "./health.ts";
import { registerImportRoutes } from "./imports/import-routes.ts";
import { registerListingRoutes } from "./listings/listing-routes.ts";
import { registerNotificationRoutes } from "./notifications/notification-routes.ts";
import { registerOfferRoutes } from "./offers/offer-routes.ts";
import { registerProposalRoutes } from "./proposals/proposal-routes.ts";
import { registerSearchRoute } from "./search/search-route.ts";
import { registerUserReadRoutes } from "./users/user-read-routes.ts";
import { registerUserSettingsRoutes } from "./users/user-settings-routes.ts";

/** What the routes need, all of it: buildApp assembles it from the configuration and AppDeps. */
type RouteDeps = {
  config: Config;
  db: Db;
  bus: EventBus;
  mailer: Mailer;
  chains: Chains;
  signatureClientFor: SignatureDeps["signatureClientFor"];
  files: FilesDeps;
  catalog: CatalogDeps;
  health: HealthDeps;
};

/**
 * Every HTTP route of the app, registered here and only here, area by area; each module declares
 * its routes' schemas and calls a service, and every authenticated change goes through userAction
 * (user-action.ts). Needs registerRequireUser first.
 */
export async function registerRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { config, db, bus, chains, signatureClientFor } = deps;
  const rateLimitPerMinute = config.auth.rateLimitPerMinute;

  // Sign-in, sessions and registration (docs/decisions/003-auth.md).
  const auth = {
    db,
    bus,
    mailer: deps.mailer,
    publicUrl: config.publicUrl,
    sessionTtlMs: config.auth.sessionTtlMs,
    rateLimitPerMinute,
    runsLocalChains: chains.list.some((chain) => chain.local),
    signatureClientFor,
  };
  registerSignInRoutes(app, auth);
  registerSessionRoutes(app, auth);
  registerRegistrationRoutes(app, auth);
  // Anywhere but the local chain the route does not exist (404): anvil's keys are public.
  if (auth.runsLocalChains) registerDemoAccountsRoute(app, auth);

  // The system and the chains.
  registerHealthRoute(app, deps.health);
  registerChainsRoute(app, { mode: config.chain.mode, chains, readPlatformFee: platformFees(chains) });
  registerActivityRoute(app, { db, txUrl: txLinks(config.chain.mode, chains) });
  registerSearchRoute(app, { db });
  registerChainTransactionsRoute(app, { db, chains });

  // Uploads, downloads, images and the IPFS gateway (docs/decisions/005-file-storage.md).
  const uploadLimit = { perMinute: config.files.uploadRateLimitPerMinute };
  await registerFileRoutes(app, deps.files, uploadLimit);

  // Collections, assets and the source download (docs/decisions/007-catalog-and-seed.md).
  const catalog = { ...deps.catalog, bus };
  registerCollectionRoutes(app, catalog);
  registerCollectionBrowseRoutes(app, catalog);
  registerAssetRoutes(app, catalog, uploadLimit);
  registerAssetReadRoutes(app, catalog);
  registerAssetHoldersRoute(app, catalog);
  registerArchiveDownloadRoute(app, catalog);

  // Listings, proposals, offers, notifications and the live connection (docs/decisions/008).
  await registerRealtimeRoute(app, catalog);
  registerListingRoutes(app, catalog);
  registerProposalRoutes(app, catalog);
  registerOfferRoutes(app, catalog);
  registerNotificationRoutes(app, catalog);

  // People (docs/decisions/017-people.md) and imported collections (docs/decisions/019).
  registerUserReadRoutes(app, { db });
  registerUserSettingsRoutes(app, {
    db,
    mailer: deps.mailer,
    publicUrl: config.publicUrl,
    rateLimitPerMinute,
    signatureClientFor,
  });
  registerImportRoutes(app, importDepsFrom(config, db, chains), { perMinute: rateLimitPerMinute });
}
