import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createPublicClient, http } from "viem";
import { foundry } from "viem/chains";
import { localDeployment, storeAbi } from "./generated.ts";
import { PortInUseError, startLocalChain } from "./local-chain.ts";

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });

describe("local chain (anvil with persisted state)", function () {
  this.timeout(60_000);

  it("deploys the Store once and finds the same deployment after a restart", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "meshlink-anvil-"));
    try {
      const port = await freePort();
      const first = await startLocalChain({ dataDir, port });
      assert.equal(first.storeAddress, localDeployment.storeAddress);
      assert.equal(first.deployedNow, true);
      const client = createPublicClient({ chain: foundry, transport: http(first.rpcUrl) });
      const read = () =>
        client.readContract({ address: first.storeAddress, abi: storeAbi, functionName: "PLATFORM_FEE_BPS" });
      assert.equal(await read(), 250);
      await first.stop();
      assert.ok((await stat(join(dataDir, "anvil-state.json"))).size > 0);

      const second = await startLocalChain({ dataDir, port });
      assert.equal(second.deployedNow, false);
      assert.equal(second.storeAddress, first.storeAddress);
      assert.equal(await read(), 250);
      await second.stop();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it("loads a saved state without writing it back with load-only, and keeps none with none", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "meshlink-anvil-"));
    const stateFile = join(dataDir, "anvil-state.json");
    try {
      const port = await freePort();
      await (await startLocalChain({ dataDir, port })).stop();
      const saved = await stat(stateFile);

      const loaded = await startLocalChain({ dataDir, port, state: "load-only" });
      assert.equal(loaded.deployedNow, false);
      const client = createPublicClient({ chain: foundry, transport: http(loaded.rpcUrl) });
      await client.request({ method: "evm_mine" as never, params: [] as never });
      await loaded.stop();
      assert.equal((await stat(stateFile)).mtimeMs, saved.mtimeMs);

      await rm(stateFile);
      const fresh = await startLocalChain({ dataDir, port, state: "none" });
      assert.equal(fresh.deployedNow, true);
      await fresh.stop();
      await assert.rejects(stat(stateFile));
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it("stops anvil when its owner is killed with SIGKILL, and refuses a port another program holds", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "meshlink-anvil-"));
    const port = await freePort();
    const script = `import { startLocalChain } from ${JSON.stringify(join(import.meta.dirname, "local-chain.ts"))};
      const chain = await startLocalChain({ dataDir: ${JSON.stringify(dataDir)}, port: ${port} });
      console.log(chain.pid);
      setInterval(() => {}, 1000);`;
    const owner = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    try {
      const pid = Number(await new Promise<string>((resolve) => owner.stdout.once("data", resolve)));
      assert.ok(isRunning(pid));
      owner.kill("SIGKILL");
      for (let waited = 0; isRunning(pid) && waited < 10_000; waited += 100) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      assert.equal(isRunning(pid), false);

      const holder = createServer().listen(port, "127.0.0.1");
      await new Promise((resolve) => holder.once("listening", resolve));
      try {
        await assert.rejects(startLocalChain({ dataDir, port }), PortInUseError);
      } finally {
        holder.close();
      }
    } finally {
      owner.kill("SIGKILL");
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
