// The persistent local chain behind `npm start`: anvil (from the @foundry-rs/anvil npm package) with
// its state in <dataDir>/anvil-state.json, and the Store deployed once at its deterministic address
// (docs/decisions/002-marketplace-contracts.md, "Deterministic local deployment").
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { join } from "node:path";
import { type Address, type Hex, createPublicClient, createWalletClient, defineChain, http } from "viem";
import { foundry } from "viem/chains";
import { deployStore } from "./deploy-store.ts";
import { localDeployment } from "./generated.ts";
import { chainStateSaver } from "./save-chain-state.ts";

type LocalChainOptions = {
  /** Folder for anvil-state.json; created when missing. */
  dataDir: string;
  port?: number;
  host?: string;
  /** How long to wait for anvil to answer. */
  timeoutMs?: number;
  /**
   * "saved" (default): the state is loaded from and saved to <dataDir>/anvil-state.json, every 5 s,
   * whenever `save` is called, and at exit. "load-only": loaded but never written back. "none": a
   * chain that lives in memory only. Saving serialises the whole state each time (hundreds of MB on a large chain), which a
   * benchmark must not pay while it measures.
   */
  state?: "saved" | "load-only" | "none";
  /** False: a bare chain without the Store (what the deploy command meets on a new chain). */
  withStore?: boolean;
  /** The chain id anvil answers with; 31337 by default (a second local chain plays another chain). */
  chainId?: number;
};

export type LocalChain = {
  rpcUrl: string;
  chainId: number;
  storeAddress: Address;
  /** True when this start deployed the Store (a fresh chain), false when it was already there. */
  deployedNow: boolean;
  /** Writes the chain's state file now (save-chain-state.ts); resolves once it holds every block so far. */
  save: () => Promise<void>;
  /** The anvil process's id (also in <dataDir>/anvil.pid while it runs). */
  pid: number;
  stop(): Promise<void>;
};

/** The port the local chain should listen on is held by another program. */
export class PortInUseError extends Error {
  override name = "PortInUseError";
  constructor(readonly port: number) {
    super(`port ${port} is already in use`);
  }
}

const require = createRequire(import.meta.url);
const keeperScript = join(import.meta.dirname, "anvil-keeper.mjs");

export async function startLocalChain(options: LocalChainOptions): Promise<LocalChain> {
  const {
    dataDir,
    port = 8545,
    host = "127.0.0.1",
    timeoutMs = 20_000,
    state = "saved",
    withStore = true,
    chainId = localDeployment.chainId,
  } = options;
  await mkdir(dataDir, { recursive: true });
  const stateFile = join(dataDir, "anvil-state.json");
  const args = [
    ...["--chain-id", String(chainId), "--host", host, "--port", String(port), "--silent"],
    // --state loads the file at start and writes it at exit; while running this process saves it
    // (a whole file at every moment: anvil's own interval dump wrote it in place).
    ...{
      saved: ["--state", stateFile],
      "load-only": ["--load-state", stateFile],
      none: [],
    }[state],
  ];
  const pidFile = join(dataDir, "anvil.pid");
  await stopOrphanedChain(pidFile);
  await checkPortFree(port, host);
  // The keeper (anvil-keeper.mjs) stops anvil when this process ends, even by SIGKILL; in its own
  // process group, so a terminal's Ctrl-C reaches the server alone, which stops the chain last.
  const child = spawn(process.execPath, [keeperScript, pidFile, ...anvilCommand(), ...args], {
    stdio: ["pipe", "ignore", "pipe"],
    detached: true,
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const rpcUrl = `http://${host}:${port}`;
  const save = state === "saved" ? chainStateSaver(rpcUrl, stateFile) : () => Promise.resolve();
  const saving =
    state === "saved" ? setInterval(() => void save().catch(() => undefined), 5000).unref() : undefined;
  const stop = async () => {
    clearInterval(saving);
    if (child.exitCode === null) await save().catch(() => undefined);
    await stopProcess(child);
  };
  try {
    await waitUntilAnswering(rpcUrl, chainId, child, timeoutMs, () => stderr);
    const { storeAddress, deployedNow } = withStore
      ? await ensureStore(rpcUrl, chainId)
      : { storeAddress: localDeployment.storeAddress, deployedNow: false };
    const pid = Number(readFileSync(pidFile, "utf8"));
    return { rpcUrl, chainId, storeAddress, deployedNow, pid, save, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** anvil's own executable from its platform package, without the npm wrapper's extra node process. */
function anvilCommand(): string[] {
  const arch = { x64: "amd64", arm64: "arm64" }[process.arch as string];
  const executable = process.platform === "win32" ? "anvil.exe" : "anvil";
  try {
    return [require.resolve(`@foundry-rs/anvil-${process.platform}-${arch}/bin/${executable}`)];
  } catch {
    return [process.execPath, require.resolve("@foundry-rs/anvil/bin.mjs")];
  }
}

/**
 * An anvil still running on this data folder from an earlier start whose keeper did not get to stop
 * it (both killed at once): stopped with SIGTERM (it saves its state), as its owner would have.
 */
async function stopOrphanedChain(pidFile: string) {
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, "utf8"));
  if (!Number.isInteger(pid) || pid <= 0 || !commandOf(pid).includes("anvil")) return;
  process.kill(pid, "SIGTERM");
  for (let waited = 0; commandOf(pid) !== ""; waited += 100) {
    if (waited === 10_000) process.kill(pid, "SIGKILL");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The command line of a running process, or "" when there is none. */
function commandOf(pid: number): string {
  try {
    if (existsSync("/proc")) return readFileSync(`/proc/${pid}/cmdline`, "utf8");
    return execFileSync("ps", ["-o", "command=", "-p", String(pid)], { encoding: "utf8" });
  } catch {
    return "";
  }
}

/** Resolves when `port` on `host` can be listened on; a PortInUseError when another program holds it. */
export function checkPortFree(port: number, host: string) {
  return new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once("error", (error: NodeJS.ErrnoException) =>
      reject(error.code === "EADDRINUSE" ? new PortInUseError(port) : error),
    );
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}

async function waitUntilAnswering(
  rpcUrl: string,
  expectedChainId: number,
  child: ChildProcess,
  timeoutMs: number,
  stderr: () => string,
) {
  const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 0 }) });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`anvil exited with code ${child.exitCode}: ${stderr().trim()}`);
    try {
      const chainId = await client.getChainId();
      if (chainId !== expectedChainId) throw new WrongChainError(rpcUrl, chainId, expectedChainId);
      // Another program took the port since it was checked: the answer was not this anvil's.
      if (child.exitCode !== null) throw new PortInUseError(Number(new URL(rpcUrl).port));
      return;
    } catch (error) {
      if (error instanceof PortInUseError || error instanceof WrongChainError) throw error;
      if (Date.now() > deadline) throw new Error(`anvil did not answer at ${rpcUrl} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

class WrongChainError extends Error {
  constructor(rpcUrl: string, chainId: number, expected: number) {
    super(`${rpcUrl} is chain ${chainId}, not ${expected}`);
  }
}

/** Deploys the Store through the CREATE2 deployer unless its code is already at the expected address. */
async function ensureStore(
  rpcUrl: string,
  chainId: number = localDeployment.chainId,
): Promise<{ storeAddress: Address; deployedNow: boolean }> {
  const chain = defineChain({ ...foundry, id: chainId });
  // anvil is our own child process (its exit is watched): a deploy that a busy machine slows down is
  // waited for, not abandoned after viem's default 10 s, which failed start-ups and test chains.
  const transport = http(rpcUrl, { retryCount: 0, timeout: 180_000 });
  const reader = createPublicClient({ chain, transport });
  const storeAddress = localDeployment.storeAddress;
  // The usual start: the Store is there, and where it was deployed does not matter here.
  if (await hasCode(reader, storeAddress)) return { storeAddress, deployedNow: false };
  // anvil's first default account: unlocked and funded on every fresh chain.
  const [from] = await createWalletClient({ chain, transport }).getAddresses();
  if (!from) throw new Error(`no unlocked account on ${rpcUrl}`);
  const sender = createWalletClient({ chain, transport, account: from });
  const deployment = await deployStore({
    chainId,
    reader,
    sender,
    metadataGateway: localDeployment.metadataGateway,
  });
  return { storeAddress: deployment.storeAddress, deployedNow: deployment.deployedNow };
}

const hasCode = async (
  client: { getCode(args: { address: Address }): Promise<Hex | undefined> },
  address: Address,
) => ((await client.getCode({ address })) ?? "0x") !== "0x";

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    // SIGTERM (passed on by the keeper) lets anvil write its state file before exiting.
    child.kill("SIGTERM");
  });
}
