// @ts-check
// The server's module boundaries that ESLint checks (the root eslint.config.js applies them).

// The indexer reads a chain through its chain reader alone (chain/indexer/chain-reader.ts): its bulk
// JSON-RPC client, log scanner and reader thread stay inside chain/indexer.
const indexerReading = {
  regex:
    "(^|/)indexer/(fetch-range|read-range|range-reader[\\w-]*|scan-logs|json-rpc-http|http1-[\\w-]+)(\\.m?[jt]s)?$",
  message: "Read a chain through the indexer's chain reader (chain/indexer/chain-reader.ts).",
};
// A write that waits for the indexer goes through indexThroughBlock, not the indexer's steps.
const indexerSteps = {
  regex: "(^|/)indexer/(index-next-range|run-indexer)(\\.ts)?$",
  message: "Wait for the indexer with indexThroughBlock (services/collections/index-through-block.ts).",
};

export default [
  {
    files: ["apps/server/src/**/*.ts"],
    ignores: ["apps/server/src/chain/indexer/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [indexerReading] }] },
  },
  {
    files: ["apps/server/src/services/**/*.ts", "apps/server/src/routes/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [indexerReading, indexerSteps] }] },
  },
];
