// The persistent local chain behind `npm start`: anvil (from the @foundry-rs/anvil npm package) with
// its state in <dataDir>/anvil-state.json, and the Store deployed once at its deterministic address
// (docs/decisions/002-marketplace-contracts.md, "Deterministic local deployment").
import { type ChildProcess, spawn } from "node:child_process";
import { mkdir } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";
import {
  type Address,
  type Hex,
  concatHex,
  createPublicClient,
  createWalletClient,
  encodeDeployData,
  http,
} from "viem";
import { foundry } from "viem/chains";
import { localDeployment, storeAbi, storeBytecode } from "./generated.ts";

export type LocalChainOptions = {
  /** Folder for anvil-state.json; created when missing. */
  dataDir: string;
  port?: number;
  host?: string;
  /** How long to wait for anvil to answer. */
  timeoutMs?: number;
  /**
   * "saved" (default): the state is loaded from and saved to <dataDir>/anvil-state.json, every 5 s
   * and at exit. "load-only": loaded but never written back. "none": a chain that lives in memory
   * only. Saving serialises the whole state each time (hundreds of MB on a large chain), which a
   * benchmark must not pay while it measures.
   */
  state?: "saved" | "load-only" | "none";
};

export type LocalChain = {
  rpcUrl: string;
  chainId: typeof localDeployment.chainId;
  storeAddress: Address;
  /** True when this start deployed the Store (a fresh chain), false when it was already there. */
  deployedNow: boolean;
  stop(): Promise<void>;
};

const anvilBin = createRequire(import.meta.url).resolve("@foundry-rs/anvil/bin.mjs");

export async function startLocalChain(options: LocalChainOptions): Promise<LocalChain> {
  const { dataDir, port = 8545, host = "127.0.0.1", timeoutMs = 20_000, state = "saved" } = options;
  await mkdir(dataDir, { recursive: true });
  const stateFile = join(dataDir, "anvil-state.json");
  const args = [
    ...["--chain-id", String(localDeployment.chainId), "--host", host, "--port", String(port), "--silent"],
    // --state loads the file at start and writes it at exit; the interval also saves it while running.
    ...{
      saved: ["--state", stateFile, "--state-interval", "5"],
      "load-only": ["--load-state", stateFile],
      none: [],
    }[state],
  ];
  const child = spawn(process.execPath, [anvilBin, ...args], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const rpcUrl = `http://${host}:${port}`;
  const stop = () => stopProcess(child);
  try {
    await waitUntilAnswering(rpcUrl, child, timeoutMs, () => stderr);
    const { storeAddress, deployedNow } = await ensureStore(rpcUrl);
    return { rpcUrl, chainId: localDeployment.chainId, storeAddress, deployedNow, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function waitUntilAnswering(
  rpcUrl: string,
  child: ChildProcess,
  timeoutMs: number,
  stderr: () => string,
) {
  const client = createPublicClient({ chain: foundry, transport: http(rpcUrl, { retryCount: 0 }) });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`anvil exited with code ${child.exitCode}: ${stderr().trim()}`);
    try {
      const chainId = await client.getChainId();
      if (chainId !== localDeployment.chainId) throw new Error(`${rpcUrl} is chain ${chainId}, not 31337`);
      return;
    } catch (error) {
      if (error instanceof Error && error.message.includes("not 31337")) throw error;
      if (Date.now() > deadline) throw new Error(`anvil did not answer at ${rpcUrl} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** Deploys the Store through the CREATE2 deployer unless its code is already at the expected address. */
export async function ensureStore(rpcUrl: string): Promise<{ storeAddress: Address; deployedNow: boolean }> {
  const transport = http(rpcUrl, { retryCount: 0 });
  const client = createPublicClient({ chain: foundry, transport });
  const storeAddress = localDeployment.storeAddress;
  if (await hasCode(client, storeAddress)) return { storeAddress, deployedNow: false };
  if (!(await hasCode(client, localDeployment.create2Deployer))) {
    throw new Error(`no CREATE2 deployer at ${localDeployment.create2Deployer} on ${rpcUrl}`);
  }
  // anvil's first default account: unlocked and funded on every fresh chain.
  const [from] = await createWalletClient({ chain: foundry, transport }).getAddresses();
  if (!from) throw new Error(`no unlocked account on ${rpcUrl}`);
  const wallet = createWalletClient({ chain: foundry, transport, account: from });
  const initCode = encodeDeployData({
    abi: storeAbi,
    bytecode: storeBytecode,
    args: [localDeployment.metadataGateway],
  });
  const hash = await wallet.sendTransaction({
    to: localDeployment.create2Deployer,
    data: concatHex([localDeployment.salt, initCode]),
  });
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
  if (receipt.status !== "success" || !(await hasCode(client, storeAddress))) {
    throw new Error(`Store deployment failed in ${hash}`);
  }
  return { storeAddress, deployedNow: true };
}

const hasCode = async (
  client: { getCode(args: { address: Address }): Promise<Hex | undefined> },
  address: Address,
) => ((await client.getCode({ address })) ?? "0x") !== "0x";

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    // SIGTERM lets anvil write its state file before exiting.
    child.kill("SIGTERM");
  });
}
