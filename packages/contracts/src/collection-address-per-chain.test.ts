import assert from "node:assert/strict";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  http,
  parseEventLogs,
  type Address,
} from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { storeAbi } from "./generated.ts";
import { startLocalChain, type LocalChain } from "./local-chain.ts";

// anvil's first default account, funded on every fresh chain.
const CREATOR_KEY = "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80";

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });

/** The address of the collection the creator creates through the Store on `chain`. */
async function createCollection(chain: LocalChain, name: string): Promise<Address> {
  const viemChain = defineChain({
    id: chain.chainId,
    name: `chain ${chain.chainId}`,
    nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  });
  const account = privateKeyToAccount(CREATOR_KEY);
  const sender = createWalletClient({ account, chain: viemChain, transport: http(chain.rpcUrl) });
  const reader = createPublicClient({ chain: viemChain, transport: http(chain.rpcUrl) });
  const hash = await sender.writeContract({
    address: chain.storeAddress,
    abi: storeAbi,
    functionName: "createCollection",
    args: [name, "SAME", 1],
  });
  const receipt = await reader.waitForTransactionReceipt({ hash });
  const [created] = parseEventLogs({ abi: storeAbi, eventName: "CollectionCreated", logs: receipt.logs });
  assert.ok(created, "createCollection emitted CollectionCreated");
  return created.args.collection;
}

// The Store has one address on every chain (CREATE2 through the deterministic deployment proxy).
// The web and the server name an asset by its collection's address and token id
// (/asset/{address}/{token}), so a collection on one chain must never take the address of another
// chain's: the same creator doing the same things on two chains gets two addresses.
describe("collection addresses on two chains with one Store address", function () {
  this.timeout(120_000);
  let dataDir: string;
  let chains: LocalChain[] = [];

  before(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "meshlink-two-chains-"));
    chains = await Promise.all(
      [31337, 1328].map(async (chainId) =>
        startLocalChain({
          dataDir: join(dataDir, String(chainId)),
          port: await freePort(),
          state: "none",
          chainId,
        }),
      ),
    );
  });
  after(async () => {
    await Promise.all(chains.map((chain) => chain.stop()));
    await rm(dataDir, { recursive: true, force: true });
  });

  it("gives the same creator's same collections different addresses on each chain", async () => {
    const [local, sei] = chains as [LocalChain, LocalChain];
    assert.equal(local.storeAddress, sei.storeAddress);
    for (const name of ["First", "Second"]) {
      const [onLocal, onSei] = [await createCollection(local, name), await createCollection(sei, name)];
      assert.notEqual(onLocal.toLowerCase(), onSei.toLowerCase(), `${name} has one address on both chains`);
    }
  });
});
