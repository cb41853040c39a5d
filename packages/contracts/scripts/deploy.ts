// `npm run deploy -w packages/contracts -- --rpc URL [--gateway URL] [--out DIR]`: deploys the Store
// to the chain behind URL at its deterministic address, from the key in DEPLOYER_PRIVATE_KEY (never
// a file in the repository), and writes deployments/<chainId>.json. Run it again: it finds the
// Store and says so. See docs/decisions/002-marketplace-contracts.md, "Deterministic deployment".
import { parseArgs } from "node:util";
import { createPublicClient, createWalletClient, http, isHex } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { deployStore } from "../src/deploy-store.ts";
import { DEPLOYMENTS_DIR, readDeployment, writeDeployment } from "../src/deployments-file.ts";
import { localDeployment } from "../src/generated.ts";

// Token URIs are this gateway plus a metadata CID, read by marketplaces and wallets everywhere: a
// public gateway on public chains, one value so that the Store has one address on all of them.
export const PUBLIC_METADATA_GATEWAY = "https://ipfs.io/ipfs/";

const fail = (message: string): never => {
  console.error(`deploy: ${message}`);
  process.exit(1);
};

const { values } = parseArgs({
  options: { rpc: { type: "string" }, gateway: { type: "string" }, out: { type: "string" } },
});
const rpc = values.rpc ?? fail("--rpc URL is required (the chain's JSON-RPC endpoint)");
if (!/^https?:\/\//.test(rpc)) fail(`--rpc must be an http(s) URL, not ${rpc}`);
const key = process.env.DEPLOYER_PRIVATE_KEY ?? "";
if (!isHex(key) || key.length !== 66)
  fail("DEPLOYER_PRIVATE_KEY must hold the funded deployer's key (0x + 64 hex)");

const transport = http(rpc, { timeout: 120_000 });
const reader = createPublicClient({ transport });
const chainId = await reader.getChainId();
const metadataGateway =
  values.gateway ??
  (chainId === localDeployment.chainId ? localDeployment.metadataGateway : PUBLIC_METADATA_GATEWAY);
if (!/^https?:\/\/.+\/$/.test(metadataGateway)) fail(`--gateway must be an http(s) URL ending in "/"`);
const sender = createWalletClient({ transport, account: privateKeyToAccount(key as `0x${string}`) });
const dir = values.out ?? DEPLOYMENTS_DIR;

const deployment = await deployStore(
  { chainId, reader, sender, metadataGateway },
  (await readDeployment(dir, chainId)) ?? undefined,
);
const record = await writeDeployment(dir, deployment);
console.log(
  deployment.deployedNow
    ? `Deployed the Store on chain ${chainId} at ${record.storeAddress} in block ${record.blockNumber} (tx ${record.txHash}, gas ${record.gasUsed}).`
    : `The Store is already deployed on chain ${chainId} at ${record.storeAddress} (block ${record.blockNumber}); nothing sent.`,
);
console.log(`Wrote ${dir}/${chainId}.json`);
