import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance } from "fastify";
import type { DestinationStream } from "pino";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { chainHealthCheck } from "./chain/check-chain-health.ts";
import { indexerHealthCheck } from "./chain/check-indexer-health.ts";
import { type ChainConnection, chainSet } from "./chain/chain-connection.ts";
import { confirmationDepth } from "./chain/indexer/confirmation-depth.ts";
import { startChainIndexer } from "./chain/start-chain-indexer.ts";
import type { Config } from "./config.ts";
import type { Database } from "./db/database.ts";
import type { FileStores } from "./files/file-stores.ts";
import { openMigratedDatabase } from "./db/open-database.ts";
import { registerApiDocs } from "./http/api-docs.ts";
import { compressResponses } from "./http/compress-responses.ts";
import { answerFrameworkError, registerErrorHandler } from "./http/error-handler.ts";
import { refuseNulText } from "./http/refuse-nul-text.ts";
import { registerRequireUser } from "./http/require-user.ts";
import { loggerOptions } from "./http/logger-options.ts";
import { registerSecurityHeaders } from "./http/security-headers.ts";
import { registerWebApp } from "./http/web-app.ts";
import { sweepTemporaryFiles } from "./files/sweep-temporary-files.ts";
import { scheduleBrowseSweep } from "./services/browse/schedule-browse-sweep.ts";
import { scheduleDraftExpiry } from "./services/files/schedule-draft-expiry.ts";
import { scheduleCollectionStatsSweep } from "./services/collections/collection-stats.ts";
import { scheduleTokenMetadataSweep } from "./services/imports/metadata/sweep-token-metadata.ts";
import { tokenMetadataDepsFrom } from "./services/imports/metadata/token-metadata-deps.ts";
import { filesDepsFrom } from "./routes/files/register-file-routes.ts";
import { catalogDepsFrom } from "./routes/collections/catalog-deps-from.ts";
import { registerRoutes } from "./routes/register-routes.ts";
import { createBus } from "./realtime/create-bus.ts";
import type { EventBus } from "./realtime/event-bus.ts";
import { demoSeedTask } from "./seed/demo-seed-task.ts";
import { seedDemo } from "./seed/seed-demo.ts";
import type { SignatureDeps } from "./services/auth/verify-signature.ts";
import type { HealthDeps } from "./services/check-health.ts";
import { ensureInstanceId } from "./db/queries/app-meta.ts";
import { createMailer } from "./mail/create-mailer.ts";
import type { Mailer } from "./mail/mailer.ts";

export type AppDeps = {
  /** An open, migrated database owned by the caller (tests); otherwise opened from `config`. */
  database?: Database;
  /** The chains to read and index (main.ts opens CHAINS); none in tests that do not need one. */
  chains?: readonly ChainConnection[];
  /** Follow each chain into the database (main.ts); tests usually drive the indexer themselves. */
  runIndexer?: boolean;
  /** Outgoing mail; default from config (SMTP_URL, else DATA_DIR/outbox). */
  mailer?: Mailer;
  /** Contract-wallet sign-in checks; default: the client of the chain the message names. */
  signatureClientFor?: SignatureDeps["signatureClientFor"];
  /** Blob and IPFS stores; default: from the config (S3 / Kubo when set, else folders under DATA_DIR). */
  fileStores?: FileStores;
  /**
   * Create the demo users, collections and assets on the local chain once: `app.demoSeed.run()`
   * starts it (main.ts after listening, in the background; `npm run seed` awaits it).
   */
  seedDemo?: boolean;
  /** Remove crashed uploads' temporary files now and expire abandoned drafts hourly (main.ts). */
  sweepLeftovers?: boolean;
  /** Real-time events between servers; default in-process (one server). */
  bus?: EventBus;
  /** Where log lines go; default standard output (tests read them). */
  logStream?: DestinationStream;
};

/** The whole HTTP application, not yet listening: `main.ts` listens, tests call `inject`. */
export async function buildApp(config: Config, deps: AppDeps = {}) {
  const app = Fastify({
    logger: { ...loggerOptions(config), stream: deps.logStream },
    trustProxy: config.http.trustProxy,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const showErrors = config.nodeEnv !== "production";
  registerErrorHandler(app, { showErrors });
  refuseNulText(app);
  compressResponses(app);

  const database = deps.database ?? (await openOwnDatabase(config, app));
  try {
    const instanceId = await ensureInstanceId(database);
    app.log.info({ instanceId, driver: database.driver }, "database ready");

    await registerSecurityHeaders(app, config);
    // Off for every route unless it opts in with `config: { rateLimit: { max, timeWindow } }`.
    await app.register(rateLimit, { global: false });
    if (config.http.apiDocs) await registerApiDocs(app, config);

    registerRequireUser(app, { db: database.db });
    const bus = deps.bus ?? createBus(app, config.databaseUrl);
    const mailer = deps.mailer ?? createMailer(config, app.log);
    const chains = chainSet(deps.chains ?? []);
    const signatureClientFor: SignatureDeps["signatureClientFor"] =
      deps.signatureClientFor ?? ((chainId) => chains.get(chainId)?.client);
    // One indexer per chain, each with its own cursor and leader lock: none waits for another.
    const indexers = new Map(
      deps.runIndexer
        ? chains.list.map((chain) => [chain.chainId, startChainIndexer(config, database, chain, app.log)])
        : [],
    );
    // preClose: the indexers stop before onClose closes the database under them.
    // (Fastify takes a hook promise's resolved value as an error: this one resolves to nothing.)
    app.addHook("preClose", async () => {
      await Promise.all([...indexers.values()].map((indexer) => indexer.stop()));
    });
    const health: HealthDeps = {
      db: database.db,
      driver: database.driver,
      chains: chains.list.map((chain) => {
        const indexer = indexers.get(chain.chainId);
        return {
          chainId: chain.chainId,
          name: chain.name,
          checkChain: chainHealthCheck(chain, { showErrors }),
          checkIndexer:
            indexer &&
            indexerHealthCheck({
              db: database.db,
              chain,
              confirmations: confirmationDepth(chain.chainId, chain.indexer.confirmations),
              failure: indexer.failure,
              showErrors,
            }),
        };
      }),
      seed: () => app.demoSeed?.health(),
      showErrors,
    };

    const filesDeps = filesDepsFrom(config, database.db, deps.fileStores);
    if (deps.sweepLeftovers) {
      const swept = await sweepTemporaryFiles(filesDeps.stores.tempFolder);
      if (swept.removed > 0) app.log.info(swept, "temporary files of cut-off uploads removed");
      const expiry = { db: database.db, blobs: filesDeps.stores.blobs };
      app.addHook("preClose", scheduleDraftExpiry(expiry, config.files.draftExpiryMs, app.log));
      app.addHook("preClose", scheduleCollectionStatsSweep(database.db, app.log));
      // Listing expiry and trending decay in the browse read model (docs/decisions/014).
      app.addHook("preClose", scheduleBrowseSweep(database.db, app.log));
      // Imported tokens' metadata, read from their tokenURI (docs/decisions/019).
      for (const chain of chains.list) {
        const metadataDeps = tokenMetadataDepsFrom(filesDeps, chain);
        app.addHook("preClose", scheduleTokenMetadataSweep(metadataDeps, app.log));
      }
    }
    const catalogDeps = catalogDepsFrom(config, database.db, filesDeps.stores, chains);
    await registerRoutes(app, {
      config,
      db: database.db,
      bus,
      mailer,
      chains,
      signatureClientFor,
      files: filesDeps,
      catalog: catalogDeps,
      health,
    });
    if (deps.seedDemo) {
      const seed = () => seedDemo({ catalog: catalogDeps, files: filesDeps, bus, log: app.log });
      app.decorate("demoSeed", demoSeedTask(seed, app.log, showErrors));
    }

    await registerWebApp(app, { webDist: config.webDist, publicUrl: config.publicUrl, db: database.db });
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}

async function openOwnDatabase(config: Config, app: FastifyInstance) {
  const database = await openMigratedDatabase(config, app.log);
  app.addHook("onClose", () => database.close());
  return database;
}
