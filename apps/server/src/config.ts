import { isIP } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { LOCAL_CHAIN_ID, SEI_TESTNET_CHAIN_ID, findChain } from "@meshlink/domain/chains";
import { z } from "zod";
import { type ChainSettings, ZChainEntries, describeChainProblems } from "./config-chains.ts";

// npm runs workspace scripts with cwd apps/server, so relative paths are taken from the repository
// root instead: `DATA_DIR=./data` means the same folder whichever way the server is started.
export const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));

type VariableDoc = { description: string; default?: string };

// Empty strings count as unset, so `PORT=` in a .env file falls back to the default.
const variable = <T extends z.ZodType<unknown, string | undefined>>(doc: VariableDoc, schema: T) =>
  z
    .string()
    .optional()
    .transform((value) => (value === undefined || value.trim() === "" ? doc.default : value.trim()))
    .pipe(schema)
    .meta(doc);

const ZPort = z
  .string()
  .regex(/^\d+$/, "expected a number from 0 to 65535")
  .transform(Number)
  .pipe(z.number().max(65535, "expected a number from 0 to 65535"));

const ZHttpUrl = z
  .url({ protocol: /^https?$/, error: "expected an http(s) URL such as http://localhost:3000" })
  .transform((url) => url.replace(/\/+$/, ""));

const ZPostgresUrl = z.url({
  protocol: /^postgres(ql)?$/,
  error: "expected a URL such as postgres://user:password@host:5432/meshlink",
});

const ZPath = z.string().transform((value) => path.resolve(repoRoot, value));

const ZCount = z.string().regex(/^\d+$/, "expected a whole number").transform(Number);

const ZBoolean = z
  .enum(["true", "false"], { error: "expected true or false" })
  .transform((value) => value === "true");

// 32 random bytes, written in base64 (openssl rand -base64 32) or hex.
export function parseServerKey(text: string): Buffer | null {
  const bytes = /^[0-9a-fA-F]{64}$/.test(text)
    ? Buffer.from(text, "hex")
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(text)
      ? Buffer.from(text, "base64")
      : null;
  return bytes?.length === 32 ? bytes : null;
}

const SERVER_KEY_ERROR = "expected 32 random bytes in base64 (openssl rand -base64 32)";
const ZServerKey = z.string().transform((text, context) => {
  const key = parseServerKey(text);
  if (!key) context.addIssue({ code: "custom", message: SERVER_KEY_ERROR });
  return key ?? Buffer.alloc(0);
});
const ZServerKeys = z.string().transform((text, context) =>
  text.split(",").map((part) => {
    const key = parseServerKey(part.trim());
    if (!key) context.addIssue({ code: "custom", message: `${SERVER_KEY_ERROR}, comma-separated` });
    return key ?? Buffer.alloc(0);
  }),
);

// Fastify's trustProxy: a boolean or the proxies' addresses (a hop count would trust no one: Fastify
// cannot check the peer with it).
const PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);
const ZTrustProxy = z
  .string()
  .refine(
    (value) =>
      /^(true|false)$/.test(value) ||
      value.split(",").every((part) => PROXY_NAMES.has(part.trim()) || isIP(part.trim().split("/")[0]!) > 0),
    "expected true, false or comma-separated proxy addresses/CIDRs such as 10.0.0.0/8",
  )
  .transform((value): boolean | string => (value === "true" ? true : value === "false" ? false : value));

const ZChainsJson = z.string().transform((text, context) => {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    context.addIssue({ code: "custom", message: "expected JSON: a list of chain entries" });
    return z.NEVER;
  }
  const parsed = ZChainEntries.safeParse(json);
  if (!parsed.success) {
    context.addIssue({ code: "custom", message: describeChainProblems(parsed.error, json) });
    return z.NEVER;
  }
  return parsed.data;
});

const LOCAL_PORT_STEP = 100;
const DEFAULT_LOCAL_CHAINS: z.output<typeof ZChainEntries> = [
  { chainId: LOCAL_CHAIN_ID, local: true },
  { chainId: SEI_TESTNET_CHAIN_ID, local: true },
];

const ZEnvironment = z.object({
  PORT: variable({ description: "TCP port the HTTP server listens on.", default: "3000" }, ZPort),
  HOST: variable(
    {
      description:
        "Interface to listen on. Loopback by default so a fresh clone is not reachable from the network; set 0.0.0.0 in containers or behind a load balancer.",
      default: "127.0.0.1",
    },
    z.string(),
  ),
  DATA_DIR: variable(
    {
      description: "Folder for local state (embedded database, files); relative to the repository root.",
      default: "./data",
    },
    ZPath,
  ),
  DATABASE_URL: variable(
    {
      description: "PostgreSQL connection URL. Unset: embedded PGlite database in DATA_DIR/db.",
    },
    ZPostgresUrl.optional(),
  ),
  LOG_LEVEL: variable(
    { description: "pino log level (fatal, error, warn, info, debug, trace, silent).", default: "info" },
    z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]),
  ),
  WEB_DIST: variable(
    { description: "Built web app served at /; relative to the repository root.", default: "apps/web/dist" },
    ZPath,
  ),
  PUBLIC_URL: variable(
    {
      description:
        "Address users reach the site at (links, sign-in domain, HTTPS-only headers); wallet sign-in works only there. Unset: http://localhost:PORT.",
    },
    ZHttpUrl.optional(),
  ),
  SESSION_TTL_HOURS: variable(
    {
      description: "How long a sign-in (bearer token) lasts before the wallet must sign again.",
      default: "24",
    },
    ZCount.pipe(z.number().min(1, "expected at least 1")),
  ),
  AUTH_RATE_LIMIT_PER_MINUTE: variable(
    {
      description:
        "Requests per minute and client IP on each sign-in route (nonce, verify, login, register).",
      default: "60",
    },
    ZCount.pipe(z.number().min(1, "expected at least 1")),
  ),
  SMTP_URL: variable(
    {
      description:
        "SMTP server for mail (smtp://user:password@host:587 or smtps://…). Unset: mails are written to DATA_DIR/outbox as .eml files and their links logged.",
    },
    z.url({ protocol: /^smtps?$/, error: "expected a URL such as smtp://user:password@host:587" }).optional(),
  ),
  MAIL_FROM: variable(
    { description: "Sender of the mails MeshLink sends.", default: "MeshLink <no-reply@localhost>" },
    z.string(),
  ),
  NODE_ENV: variable(
    {
      description:
        "development, test or production. Production hides error details and disables pretty logs.",
      default: "development",
    },
    z.enum(["development", "test", "production"]),
  ),
  CHAINS: variable(
    {
      description:
        'The chains to follow, as JSON: a list of {"chainId", "rpcUrls": [...], "storeAddress"?, "startBlock"?, "confirmations"?, "batchBlocks"?}, or {"chainId", "local": true} for an anvil chain `npm start` runs (state in DATA_DIR/chain-<id>). Without storeAddress, the deploy command\'s record (packages/contracts/deployments) or else the deterministic address. Unset: two local chains, 31337 and 1328 (docs/decisions/021-several-chains.md).',
    },
    ZChainsJson.optional(),
  ),
  LOCAL_CHAIN_PORT: variable(
    {
      description:
        "Port of the first local anvil chain; each further local chain of CHAINS listens 100 ports above the one before (8645 for the second by default).",
      default: "8545",
    },
    ZPort,
  ),
  CHAIN_MODE: variable(
    { description: "test or production: which block-explorer links the app shows.", default: "test" },
    z.enum(["test", "production"]),
  ),
  INDEXER_CONFIRMATIONS: variable(
    {
      description:
        "Blocks the chain indexer stays behind the head (confirmation depth) on a chain whose CHAINS entry does not say. Unset: 0 on local chains, 12 on public chains.",
    },
    ZCount.optional(),
  ),
  INDEXER_BATCH_BLOCKS: variable(
    {
      description:
        "Most blocks the chain indexer asks eth_getLogs for at once, on a chain whose CHAINS entry does not say.",
      default: "2000",
    },
    ZCount.pipe(z.number().min(1, "expected at least 1")),
  ),
  INDEXER_POLL_MS: variable(
    { description: "How often the chain indexer looks for new blocks, in milliseconds.", default: "500" },
    ZCount.pipe(z.number().min(50, "expected at least 50")),
  ),
  INDEXER_START_BLOCK: variable(
    {
      description:
        "First block the chain indexer reads on an empty database, on a chain whose CHAINS entry does not say (there, set the Store's deployment block).",
      default: "0",
    },
    ZCount,
  ),
  ARCHIVE_MAX_BYTES: variable(
    { description: "Largest source archive (zip) an upload may send, in bytes.", default: "500000000" },
    ZCount.pipe(z.number().min(1, "expected at least 1")),
  ),
  MODEL_PREVIEW_MAX_BYTES: variable(
    {
      description: "Largest glb preview an upload may send, in bytes (it is inspected in memory).",
      default: "100000000",
    },
    ZCount.pipe(z.number().min(1, "expected at least 1")),
  ),
  IPFS_GATEWAY_URL: variable(
    {
      description:
        "Public IPFS gateway that token metadata URIs point at (gateway + CID). Unset: this server's own gateway, PUBLIC_URL/ipfs/.",
    },
    ZHttpUrl.optional(),
  ),
  UPLOAD_RATE_LIMIT_PER_MINUTE: variable(
    {
      description:
        "Uploads per minute and signed-in user on each upload route (images, glb previews, source archives).",
      default: "20",
    },
    ZCount.pipe(z.number().min(1, "expected at least 1")),
  ),
  S3_BUCKET: variable(
    {
      description:
        "S3 bucket for model previews and images. Unset: they are kept in DATA_DIR/blobs (the other S3_ variables are then ignored).",
    },
    z.string().optional(),
  ),
  S3_REGION: variable({ description: "Region of S3_BUCKET.", default: "us-east-1" }, z.string()),
  S3_ENDPOINT: variable(
    {
      description:
        "Endpoint of an S3-compatible service (MinIO, Cloudflare R2, Ceph, …). Unset: AWS S3 in S3_REGION.",
    },
    ZHttpUrl.optional(),
  ),
  S3_ACCESS_KEY_ID: variable(
    {
      description:
        "Access key for S3_BUCKET, with S3_SECRET_ACCESS_KEY. Unset: the AWS SDK's default credentials (environment, profile, instance role).",
    },
    z.string().optional(),
  ),
  S3_SECRET_ACCESS_KEY: variable({ description: "Secret of S3_ACCESS_KEY_ID." }, z.string().optional()),
  S3_FORCE_PATH_STYLE: variable(
    {
      description:
        "true to address the bucket as ENDPOINT/BUCKET/key instead of BUCKET.ENDPOINT/key; most self-hosted S3-compatible services need it.",
      default: "false",
    },
    ZBoolean,
  ),
  TRUST_PROXY: variable(
    {
      description:
        "Which proxies' X-Forwarded-For to believe, so rate limits and logs see the real client IP: false (none; clients reach the server directly), comma-separated addresses/CIDRs of the load balancers such as 10.0.0.0/8 (or loopback, linklocal, uniquelocal), or true (any sender; only when nothing but the proxy can reach the server).",
      default: "false",
    },
    ZTrustProxy,
  ),
  API_DOCS: variable(
    {
      description:
        "true to serve the OpenAPI document and Swagger UI at /api/docs, false to turn them off. Unset: on, except when NODE_ENV is production.",
    },
    ZBoolean.optional(),
  ),
  DRAFT_EXPIRY_HOURS: variable(
    {
      description:
        "Hours after its last change that an asset draft never minted is deleted with its model preview and its source archive's key (checked at start and hourly; the sealed bytes stay in the IPFS store, unreadable).",
      default: "168",
    },
    ZCount.pipe(z.number().min(1, "expected at least 1")),
  ),
  IPFS_API_URL: variable(
    {
      description:
        "Kubo RPC API of the IPFS node that stores source archives and token metadata (such as http://127.0.0.1:5001). Unset: a local content-addressed store in DATA_DIR/ipfs, served at /ipfs/{cid}.",
    },
    ZHttpUrl.optional(),
  ),
  ARCHIVE_KEY: variable(
    {
      description:
        "Server key that wraps each source archive's own encryption key: 32 random bytes in base64 (openssl rand -base64 32); every server of one database uses the same. Required in production. Unset in development: generated once into DATA_DIR/archive-key, with a warning.",
    },
    ZServerKey.optional(),
  ),
  ARCHIVE_PREVIOUS_KEYS: variable(
    {
      description:
        "Former ARCHIVE_KEY values, comma-separated, that still unwrap the keys of archives sealed under them while keys are rotated (docs/decisions/009-source-archive-encryption.md).",
    },
    ZServerKeys.optional(),
  ),
  ALCHEMY_API_KEY: variable(
    {
      description:
        "Alchemy API key: the Import Collection modal then finds an account's collections on the first chain of CHAINS through Alchemy's NFT API (getContractsForOwner) instead of scanning that chain; set ALCHEMY_NFT_API_URL with it (docs/decisions/019-imported-collections.md).",
    },
    z
      .string()
      .regex(/^[\w-]{1,200}$/, "expected an Alchemy API key (letters, digits, _ and -)")
      .optional(),
  ),
  ALCHEMY_NFT_API_URL: variable(
    {
      description:
        "Alchemy NFT API v3 base of the chain's network, such as https://eth-mainnet.g.alchemy.com/nft/v3 (the key goes after it); required with ALCHEMY_API_KEY.",
    },
    ZHttpUrl.optional(),
  ),
});

/** An S3 bucket, on AWS or an S3-compatible service (`endpoint`). */
export type S3Settings = {
  kind: "s3";
  bucket: string;
  region: string;
  endpoint: string | undefined;
  forcePathStyle: boolean;
  /** Unset: the AWS SDK's default credential chain. */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
};

/** Where the blob store and the IPFS store keep files (docs/decisions/005-file-storage.md). */
export type StorageSettings = {
  blobs: { kind: "folder" } | S3Settings;
  ipfs: { kind: "local" } | { kind: "kubo"; apiUrl: string };
};

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: z.output<typeof ZEnvironment>["LOG_LEVEL"];
  webDist: string;
  publicUrl: string;
  nodeEnv: z.output<typeof ZEnvironment>["NODE_ENV"];
  /** Fastify's trustProxy (TRUST_PROXY) and whether /api/docs is served (API_DOCS). */
  http: { trustProxy: boolean | string; apiDocs: boolean };
  auth: { sessionTtlMs: number; rateLimitPerMinute: number };
  /** SMTP when `smtpUrl` is set, otherwise the DATA_DIR/outbox folder. */
  mail: { smtpUrl: string | undefined; from: string };
  /** Which explorer links the app shows, and every chain to follow (CHAINS), in order. */
  chain: { mode: "test" | "production"; chains: ChainSettings[] };
  indexer: { pollMs: number };
  /** Upload limits, the public IPFS gateway (ends with "/") and where files are stored. */
  files: {
    archiveMaxBytes: number;
    modelPreviewMaxBytes: number;
    ipfsGatewayUrl: string;
    uploadRateLimitPerMinute: number;
    storage: StorageSettings;
    /** How long a draft never minted is kept after its last change (DRAFT_EXPIRY_HOURS). */
    draftExpiryMs: number;
    /** Server keys of sealed source archives (ARCHIVE_KEY, ARCHIVE_PREVIOUS_KEYS). */
    archiveKeys: { current: Buffer | undefined; previous: Buffer[] };
  };
  /** The NFT data provider that finds importable collections; unset: the chain is scanned. */
  imports: { provider: { apiKey: string; baseUrl: string } | undefined };
};

/** Every variable with its meaning and default, for the README and `.env.example`. */
export const configVariables = Object.entries(ZEnvironment.shape).map(([name, schema]) => ({
  name,
  ...(schema.meta() as VariableDoc),
}));

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Reads and validates the configuration; throws a ConfigError naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ZEnvironment.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join("; ")}`);
  }
  const vars = parsed.data;
  // Sign-in messages name the page's host, so the default follows the port the server listens on.
  const publicUrl = vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`;
  if (vars.NODE_ENV === "production" && !vars.ARCHIVE_KEY) {
    throw new ConfigError(
      "Invalid configuration: ARCHIVE_KEY must be set in production (openssl rand -base64 32); it seals source archives",
    );
  }
  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir: vars.DATA_DIR,
    databaseUrl: vars.DATABASE_URL,
    logLevel: vars.LOG_LEVEL,
    webDist: vars.WEB_DIST,
    publicUrl,
    nodeEnv: vars.NODE_ENV,
    http: { trustProxy: vars.TRUST_PROXY, apiDocs: vars.API_DOCS ?? vars.NODE_ENV !== "production" },
    auth: {
      sessionTtlMs: vars.SESSION_TTL_HOURS * 60 * 60 * 1000,
      rateLimitPerMinute: vars.AUTH_RATE_LIMIT_PER_MINUTE,
    },
    mail: { smtpUrl: vars.SMTP_URL, from: vars.MAIL_FROM },
    chain: { mode: vars.CHAIN_MODE, chains: chainSettings(vars) },
    indexer: { pollMs: vars.INDEXER_POLL_MS },
    files: {
      archiveMaxBytes: vars.ARCHIVE_MAX_BYTES,
      modelPreviewMaxBytes: vars.MODEL_PREVIEW_MAX_BYTES,
      ipfsGatewayUrl: `${vars.IPFS_GATEWAY_URL ?? `${publicUrl}/ipfs`}/`,
      uploadRateLimitPerMinute: vars.UPLOAD_RATE_LIMIT_PER_MINUTE,
      storage: storageSettings(vars),
      draftExpiryMs: vars.DRAFT_EXPIRY_HOURS * 60 * 60 * 1000,
      archiveKeys: { current: vars.ARCHIVE_KEY, previous: vars.ARCHIVE_PREVIOUS_KEYS ?? [] },
    },
    imports: { provider: importProvider(vars) },
  };
}

/** Each CHAINS entry completed with the defaults of the INDEXER_ variables and the local ports. */
function chainSettings(vars: z.output<typeof ZEnvironment>): ChainSettings[] {
  const entries = vars.CHAINS ?? DEFAULT_LOCAL_CHAINS;
  let nextLocalPort = vars.LOCAL_CHAIN_PORT;
  return entries.map((entry) => {
    const local = "local" in entry;
    const port = local ? nextLocalPort : undefined;
    if (local) nextLocalPort += LOCAL_PORT_STEP;
    return {
      chainId: entry.chainId,
      name: findChain(entry.chainId)!.name,
      ...(local ? { local: { port: port! } } : { rpcUrls: entry.rpcUrls }),
      storeAddress: entry.storeAddress,
      explicitStartBlock: entry.startBlock,
      indexer: {
        startBlock: entry.startBlock ?? vars.INDEXER_START_BLOCK,
        confirmations: entry.confirmations ?? vars.INDEXER_CONFIRMATIONS ?? (local ? 0 : undefined),
        batchBlocks: entry.batchBlocks ?? vars.INDEXER_BATCH_BLOCKS,
      },
    };
  });
}

// Each network has its own API host, and none is MeshLink's to guess: half the pair is refused.
function importProvider(vars: z.output<typeof ZEnvironment>) {
  if ((vars.ALCHEMY_API_KEY === undefined) !== (vars.ALCHEMY_NFT_API_URL === undefined)) {
    throw new ConfigError(
      "Invalid configuration: ALCHEMY_API_KEY and ALCHEMY_NFT_API_URL must be set together",
    );
  }
  return vars.ALCHEMY_API_KEY && vars.ALCHEMY_NFT_API_URL
    ? { apiKey: vars.ALCHEMY_API_KEY, baseUrl: vars.ALCHEMY_NFT_API_URL }
    : undefined;
}

function storageSettings(vars: z.output<typeof ZEnvironment>): StorageSettings {
  const ipfs = vars.IPFS_API_URL
    ? { kind: "kubo" as const, apiUrl: vars.IPFS_API_URL }
    : { kind: "local" as const };
  if (!vars.S3_BUCKET) return { blobs: { kind: "folder" }, ipfs };
  const accessKeyId = vars.S3_ACCESS_KEY_ID;
  const secretAccessKey = vars.S3_SECRET_ACCESS_KEY;
  // Half a key pair would silently fall back to the SDK's own credentials: refuse it instead.
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    throw new ConfigError(
      "Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together",
    );
  }
  return {
    blobs: {
      kind: "s3",
      bucket: vars.S3_BUCKET,
      region: vars.S3_REGION,
      endpoint: vars.S3_ENDPOINT,
      forcePathStyle: vars.S3_FORCE_PATH_STYLE,
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    },
    ipfs,
  };
}
