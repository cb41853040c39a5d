import assert from "node:assert/strict";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createPublicClient, http } from "viem";
import { foundry } from "viem/chains";
import { localDeployment, storeAbi } from "./generated.ts";
import { startLocalChain } from "./local-chain.ts";

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
});
