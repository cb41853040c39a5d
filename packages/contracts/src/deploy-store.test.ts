import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { createPublicClient, createWalletClient, http } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { foundry } from "viem/chains";
import { deployStore, deterministicStoreAddress, NoDeployerError } from "./deploy-store.ts";
import { readDeployments } from "./deployments-file.ts";
import { localDeployment } from "./generated.ts";
import { startLocalChain } from "./local-chain.ts";

const run = promisify(execFile);
// anvil's first default account, funded on every fresh chain.
const ANVIL_KEY = "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80";
const script = join(import.meta.dirname, "..", "scripts", "deploy.ts");

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });

const deploy = (
  rpcUrl: string,
  out: string,
  env: Record<string, string> = { DEPLOYER_PRIVATE_KEY: ANVIL_KEY },
) =>
  run(process.execPath, ["--import=tsx", script, "--rpc", rpcUrl, "--out", out], {
    env: { ...process.env, ...env },
  });

describe("deploy command (CREATE2 through the deterministic deployment proxy)", function () {
  this.timeout(120_000);
  let dataDir: string;
  let out: string;
  let chain: Awaited<ReturnType<typeof startLocalChain>>;

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "meshlink-deploy-"));
    out = join(dataDir, "deployments");
    chain = await startLocalChain({ dataDir, port: await freePort(), state: "none", withStore: false });
  });
  afterEach(async () => {
    await chain.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("deploys at the deterministic address, records it, and finds it on a second run", async () => {
    const first = await deploy(chain.rpcUrl, out);
    assert.equal(deterministicStoreAddress(localDeployment.metadataGateway), localDeployment.storeAddress);
    assert.match(
      first.stdout,
      new RegExp(`Deployed the Store on chain 31337 at ${localDeployment.storeAddress}`),
    );
    const record = (await readDeployments(out)).get(31337)!;
    assert.equal(record.storeAddress, localDeployment.storeAddress);
    assert.match(record.txHash ?? "", /^0x[0-9a-f]{64}$/);
    assert.ok(Number(record.gasUsed) > 1_000_000);
    const client = createPublicClient({ chain: foundry, transport: http(chain.rpcUrl) });
    const receipt = await client.getTransactionReceipt({ hash: record.txHash! });
    assert.equal(Number(receipt.blockNumber), record.blockNumber);

    const second = await deploy(chain.rpcUrl, out);
    assert.match(second.stdout, /already deployed on chain 31337 .* nothing sent/);
    const again = (await readDeployments(out)).get(31337);
    assert.deepEqual(again, record);
  });

  it("finds the deployment block from the chain when no record says it", async () => {
    await deploy(chain.rpcUrl, out);
    const { blockNumber } = (await readDeployments(out)).get(31337)!;
    const reader = createPublicClient({ chain: foundry, transport: http(chain.rpcUrl) });
    await reader.request({ method: "anvil_mine" as never, params: ["0x20"] as never });
    const sender = createWalletClient({
      chain: foundry,
      transport: http(chain.rpcUrl),
      account: privateKeyToAccount(ANVIL_KEY),
    });
    const found = await deployStore({
      chainId: 31337,
      reader,
      sender,
      metadataGateway: localDeployment.metadataGateway,
    });
    assert.equal(found.deployedNow, false);
    assert.equal(found.blockNumber, blockNumber);
  });

  it("says plainly when the chain has no deployment proxy, and refuses a missing key", async () => {
    const reader = createPublicClient({ chain: foundry, transport: http(chain.rpcUrl) });
    await reader.request({
      method: "anvil_setCode" as never,
      params: [localDeployment.create2Deployer, "0x"] as never,
    });
    const sender = createWalletClient({
      chain: foundry,
      transport: http(chain.rpcUrl),
      account: privateKeyToAccount(ANVIL_KEY),
    });
    await assert.rejects(
      deployStore({ chainId: 31337, reader, sender, metadataGateway: localDeployment.metadataGateway }),
      NoDeployerError,
    );
    await assert.rejects(
      deploy(chain.rpcUrl, out, { DEPLOYER_PRIVATE_KEY: "" }),
      /DEPLOYER_PRIVATE_KEY must hold/,
    );
  });
});
