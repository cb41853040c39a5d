/* eslint-disable @typescript-eslint/no-require-imports -- Hardhat 2 loads its config as CommonJS. */
// Hardhat 2 (Hardhat 3 needs Node 22). The compiler comes from the pinned `solc` npm package, so
// nothing is downloaded: docs/decisions/002-marketplace-contracts.md.
const { subtask } = require("hardhat/config");
const { TASK_COMPILE_SOLIDITY_GET_SOLC_BUILD } = require("hardhat/builtin-tasks/task-names");
const solcVersion = require("solc/package.json").version;

require("solidity-coverage");

subtask(TASK_COMPILE_SOLIDITY_GET_SOLC_BUILD, async ({ solcVersion: wanted }, _hre, runSuper) => {
  if (wanted !== solcVersion) return runSuper();
  const solc = require("solc");
  return {
    compilerPath: require.resolve("solc/soljson.js"),
    isSolcJs: true,
    version: solcVersion,
    longVersion: solc.version(),
  };
});

/** @type {import("hardhat/config").HardhatUserConfig} */
module.exports = {
  solidity: {
    version: solcVersion,
    settings: { optimizer: { enabled: true, runs: 200 }, evmVersion: "cancun" },
  },
  networks: { hardhat: { hardfork: "cancun" } },
  mocha: { timeout: 60_000 },
};
