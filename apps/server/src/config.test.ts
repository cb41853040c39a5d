import path from "node:path";
import { describe, expect, it } from "vitest";
import { configVariables, loadConfig, repoRoot } from "./config.ts";

const ARCHIVE_KEY = Buffer.alloc(32, 5).toString("base64");

describe("loadConfig", () => {
  it("uses the documented defaults when nothing is set", () => {
    const config = loadConfig({});
    expect(config).toEqual({
      port: 3000,
      host: "127.0.0.1",
      dataDir: path.join(repoRoot, "data"),
      databaseUrl: undefined,
      logLevel: "info",
      webDist: path.join(repoRoot, "apps/web/dist"),
      publicUrl: "http://localhost:3000",
      nodeEnv: "development",
      http: { trustProxy: false, apiDocs: true },
      auth: { sessionTtlMs: 24 * 60 * 60 * 1000, rateLimitPerMinute: 60 },
      mail: { smtpUrl: undefined, from: "MeshLink <no-reply@localhost>" },
      chain: {
        mode: "test",
        chains: [
          {
            chainId: 31337,
            name: "Local",
            local: { port: 8545 },
            storeAddress: undefined,
            explicitStartBlock: undefined,
            indexer: { startBlock: 0, confirmations: 0, batchBlocks: 2000 },
          },
          {
            chainId: 1328,
            name: "Sei",
            local: { port: 8645 },
            storeAddress: undefined,
            explicitStartBlock: undefined,
            indexer: { startBlock: 0, confirmations: 0, batchBlocks: 2000 },
          },
        ],
      },
      indexer: { pollMs: 500 },
      files: {
        archiveMaxBytes: 500_000_000,
        modelPreviewMaxBytes: 100_000_000,
        ipfsGatewayUrl: "http://localhost:3000/ipfs/",
        uploadRateLimitPerMinute: 20,
        storage: { blobs: { kind: "folder" }, ipfs: { kind: "local" } },
        draftExpiryMs: 168 * 60 * 60 * 1000,
        archiveKeys: { current: undefined, previous: [] },
      },
      imports: { provider: undefined },
    });
  });

  it("reads the NFT provider for imports only as a key and its network's API base together", () => {
    const baseUrl = "https://eth-mainnet.g.alchemy.com/nft/v3";
    const config = loadConfig({ ALCHEMY_API_KEY: "abc-123_x", ALCHEMY_NFT_API_URL: `${baseUrl}/` });
    expect(config.imports.provider).toEqual({ apiKey: "abc-123_x", baseUrl });
    expect(() => loadConfig({ ALCHEMY_API_KEY: "abc" })).toThrow(/ALCHEMY_NFT_API_URL must be set together/);
    expect(() => loadConfig({ ALCHEMY_NFT_API_URL: baseUrl })).toThrow(/ALCHEMY_API_KEY/);
    expect(() => loadConfig({ ALCHEMY_API_KEY: "a b/c", ALCHEMY_NFT_API_URL: baseUrl })).toThrow(
      /ALCHEMY_API_KEY/,
    );
  });

  it("reads TRUST_PROXY as Fastify's trustProxy and refuses what it cannot mean", () => {
    expect(loadConfig({ TRUST_PROXY: "true" }).http.trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 127.0.0.1" }).http.trustProxy).toBe(
      "10.0.0.0/8, 127.0.0.1",
    );
    expect(() => loadConfig({ TRUST_PROXY: "yes" })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: "1" })).toThrow(/TRUST_PROXY/);
  });

  it("serves /api/docs outside production unless API_DOCS says otherwise", () => {
    expect(loadConfig({ NODE_ENV: "production", ARCHIVE_KEY }).http.apiDocs).toBe(false);
    expect(loadConfig({ NODE_ENV: "production", ARCHIVE_KEY, API_DOCS: "true" }).http.apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: "test", API_DOCS: "false" }).http.apiDocs).toBe(false);
  });

  it("stores blobs in S3 once S3_BUCKET is set, with the S3_ settings", () => {
    const config = loadConfig({
      S3_BUCKET: "meshlink-files",
      S3_REGION: "eu-central-1",
      S3_ENDPOINT: "http://minio:9000/",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_FORCE_PATH_STYLE: "true",
    });
    expect(config.files.storage.blobs).toEqual({
      kind: "s3",
      bucket: "meshlink-files",
      region: "eu-central-1",
      endpoint: "http://minio:9000",
      forcePathStyle: true,
      credentials: { accessKeyId: "key", secretAccessKey: "secret" },
    });
    expect(loadConfig({ S3_BUCKET: "b" }).files.storage.blobs).toEqual({
      kind: "s3",
      bucket: "b",
      region: "us-east-1",
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it("ignores the other S3_ variables while S3_BUCKET is unset", () => {
    const config = loadConfig({ S3_ENDPOINT: "http://minio:9000", S3_ACCESS_KEY_ID: "key" });
    expect(config.files.storage.blobs).toEqual({ kind: "folder" });
  });

  it("refuses half an S3 key pair and a force-path-style that is not true or false", () => {
    expect(() => loadConfig({ S3_BUCKET: "b", S3_ACCESS_KEY_ID: "key" })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together/,
    );
    expect(() => loadConfig({ S3_BUCKET: "b", S3_FORCE_PATH_STYLE: "yes" })).toThrow(
      /S3_FORCE_PATH_STYLE: expected true or false/,
    );
  });

  it("uses a Kubo node for IPFS once IPFS_API_URL is set", () => {
    const config = loadConfig({ IPFS_API_URL: "http://127.0.0.1:5001/" });
    expect(config.files.storage.ipfs).toEqual({ kind: "kubo", apiUrl: "http://127.0.0.1:5001" });
    expect(() => loadConfig({ IPFS_API_URL: "127.0.0.1:5001" })).toThrow(/IPFS_API_URL/);
  });

  it("reads the upload rate limit", () => {
    expect(loadConfig({ UPLOAD_RATE_LIMIT_PER_MINUTE: "5" }).files.uploadRateLimitPerMinute).toBe(5);
    expect(() => loadConfig({ UPLOAD_RATE_LIMIT_PER_MINUTE: "0" })).toThrow(/UPLOAD_RATE_LIMIT_PER_MINUTE/);
  });

  it("reads the upload limits and takes the IPFS gateway as given, ending with a slash", () => {
    const config = loadConfig({ ARCHIVE_MAX_BYTES: "1000", IPFS_GATEWAY_URL: "https://ipfs.io/ipfs" });
    expect(config.files).toMatchObject({ archiveMaxBytes: 1000, ipfsGatewayUrl: "https://ipfs.io/ipfs/" });
  });

  it("resolves relative paths against the repository root, not the working directory", () => {
    const config = loadConfig({ DATA_DIR: "./var/state", WEB_DIST: "/srv/web" });
    expect(config.dataDir).toBe(path.join(repoRoot, "var/state"));
    expect(config.webDist).toBe("/srv/web");
  });

  it("reads every variable it is given", () => {
    const config = loadConfig({
      PORT: "8080",
      HOST: "0.0.0.0",
      DATABASE_URL: "postgres://meshlink:secret@db:5432/meshlink",
      LOG_LEVEL: "debug",
      PUBLIC_URL: "https://meshlink.example/",
      NODE_ENV: "production",
      ARCHIVE_KEY,
    });
    expect(config).toMatchObject({
      port: 8080,
      host: "0.0.0.0",
      databaseUrl: "postgres://meshlink:secret@db:5432/meshlink",
      logLevel: "debug",
      publicUrl: "https://meshlink.example",
      nodeEnv: "production",
    });
  });

  it("defaults PUBLIC_URL to localhost on the port the server listens on", () => {
    // Sign-in messages must name the page's host, so a default on another port could never sign in.
    expect(loadConfig({ PORT: "3391" })).toMatchObject({
      publicUrl: "http://localhost:3391",
      files: { ipfsGatewayUrl: "http://localhost:3391/ipfs/" },
    });
    expect(loadConfig({ PORT: "3391", PUBLIC_URL: "" }).publicUrl).toBe("http://localhost:3391");
    expect(loadConfig({ PORT: "3391", PUBLIC_URL: "https://meshlink.example" }).publicUrl).toBe(
      "https://meshlink.example",
    );
  });

  it("treats an empty variable as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: " " })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it.each([
    [{ PORT: "abc" }, "Invalid configuration: PORT: expected a number from 0 to 65535"],
    [{ PORT: "70000" }, "PORT: expected a number from 0 to 65535"],
    [{ DATABASE_URL: "mysql://db/meshlink" }, "DATABASE_URL: expected a URL such as postgres://"],
    [{ PUBLIC_URL: "localhost:3000" }, "PUBLIC_URL: expected an http(s) URL"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL: Invalid option"],
    [{ NODE_ENV: "staging" }, "NODE_ENV: Invalid option"],
  ])("names the bad variable in the error: %o", (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("reports every bad variable at once", () => {
    expect(() => loadConfig({ PORT: "x", LOG_LEVEL: "y" })).toThrow(/PORT: .*; LOG_LEVEL: /);
  });

  it("reads the sign-in and mail variables and rejects a non-SMTP mail URL", () => {
    const config = loadConfig({
      SESSION_TTL_HOURS: "2",
      AUTH_RATE_LIMIT_PER_MINUTE: "5",
      SMTP_URL: "smtps://user:secret@mail.example:465",
      MAIL_FROM: "Market <hello@market.example>",
    });
    expect(config.auth).toEqual({ sessionTtlMs: 2 * 60 * 60 * 1000, rateLimitPerMinute: 5 });
    expect(config.mail).toEqual({
      smtpUrl: "smtps://user:secret@mail.example:465",
      from: "Market <hello@market.example>",
    });
    expect(() => loadConfig({ SMTP_URL: "http://mail.example" })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ SESSION_TTL_HOURS: "0" })).toThrow(/SESSION_TTL_HOURS/);
  });

  it("reads CHAINS: remote and local entries completed with the INDEXER_ defaults and the local ports", () => {
    const config = loadConfig({
      CHAIN_MODE: "production",
      LOCAL_CHAIN_PORT: "9000",
      INDEXER_CONFIRMATIONS: "20",
      INDEXER_BATCH_BLOCKS: "500",
      CHAINS: JSON.stringify([
        {
          chainId: 1329,
          rpcUrls: ["https://evm-rpc.sei-apis.com", "https://sei.backup.example/rpc"],
          storeAddress: "0x00000000000000000000000000000000000013A9",
          startBlock: 1000,
        },
        { chainId: 137, rpcUrls: ["https://polygon.example"], confirmations: 64, batchBlocks: 100 },
        { chainId: 31337, local: true },
      ]),
    });
    expect(config.chain.mode).toBe("production");
    expect(config.chain.chains).toEqual([
      {
        chainId: 1329,
        name: "Sei",
        rpcUrls: ["https://evm-rpc.sei-apis.com", "https://sei.backup.example/rpc"],
        storeAddress: "0x00000000000000000000000000000000000013a9",
        explicitStartBlock: 1000,
        indexer: { startBlock: 1000, confirmations: 20, batchBlocks: 500 },
      },
      {
        chainId: 137,
        name: "Polygon",
        rpcUrls: ["https://polygon.example"],
        storeAddress: undefined,
        explicitStartBlock: undefined,
        indexer: { startBlock: 0, confirmations: 64, batchBlocks: 100 },
      },
      {
        chainId: 31337,
        name: "Local",
        local: { port: 9000 },
        storeAddress: undefined,
        explicitStartBlock: undefined,
        indexer: { startBlock: 0, confirmations: 20, batchBlocks: 500 },
      },
    ]);
  });

  it("refuses a bad CHAINS entry with a message naming the entry", () => {
    const problem = (chains: unknown) => {
      try {
        loadConfig({ CHAINS: typeof chains === "string" ? chains : JSON.stringify(chains) });
      } catch (error) {
        return (error as Error).message;
      }
      return "accepted";
    };
    expect(problem("[{")).toBe("Invalid configuration: CHAINS: expected JSON: a list of chain entries");
    expect(problem([])).toMatch(/^Invalid configuration: CHAINS: expected at least one chain/);
    expect(
      problem([
        { chainId: 31337, local: true },
        { chainId: 5, rpcUrls: ["https://x.example"] },
      ]),
    ).toMatch(
      /^Invalid configuration: CHAINS: \[1\] \(chain 5\) chainId: expected the id of a chain MeshLink knows \(.*1328.*\)$/,
    );
    expect(problem([{ chainId: 1328, rpcUrls: ["ftp://x.example"] }])).toMatch(
      /CHAINS: \[0\] \(chain 1328\) rpcUrls\.0: expected an http\(s\) URL/,
    );
    expect(problem([{ chainId: 1328, rpcUrls: ["https://x.example"], storeAddress: "0x1234" }])).toMatch(
      /CHAINS: \[0\] \(chain 1328\) storeAddress: expected a 0x-prefixed 20-byte address/,
    );
    expect(problem([{ chainId: 1328 }])).toMatch(
      /CHAINS: \[0\] \(chain 1328\): expected \{"chainId", "rpcUrls"/,
    );
    expect(
      problem([
        { chainId: 1328, local: true },
        { chainId: 1328, local: true },
      ]),
    ).toMatch(/CHAINS: \[1\] \(chain 1328\) chainId: this chain is listed twice/);
  });

  it("documents every variable with a description", () => {
    // arrayContaining: each issue adds its variables, in whatever order they land in config.ts.
    expect(configVariables.map((variable) => variable.name)).toEqual(
      expect.arrayContaining([
        "PORT",
        "HOST",
        "DATA_DIR",
        "DATABASE_URL",
        "LOG_LEVEL",
        "WEB_DIST",
        "PUBLIC_URL",
        "NODE_ENV",
        "CHAINS",
        "LOCAL_CHAIN_PORT",
        "CHAIN_MODE",
        "INDEXER_CONFIRMATIONS",
        "INDEXER_BATCH_BLOCKS",
        "INDEXER_POLL_MS",
        "INDEXER_START_BLOCK",
      ]),
    );
    for (const variable of configVariables) expect(variable.description).toBeTruthy();
    expect(configVariables.find((variable) => variable.name === "PORT")?.default).toBe("3000");
  });
});
