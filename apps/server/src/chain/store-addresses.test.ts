import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readDeploymentsSync } from "@meshlink/contracts/deployments-file";
import { localDeployment } from "@meshlink/contracts/generated";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { storeOf } from "./store-addresses.ts";

const RECORDED = "0x1111111111111111111111111111111111111111";
const FROM_ENV = "0x2222222222222222222222222222222222222222";
const record = (chainId: number, storeAddress = RECORDED) =>
  JSON.stringify({ chainId, storeAddress, metadataGateway: "https://ipfs.io/ipfs/", blockNumber: 7 });

describe("storeOf", () => {
  let dir: string;
  beforeEach(async () => (dir = await mkdtemp(join(tmpdir(), "meshlink-deployments-"))));
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const seiEntry = (entry: object) =>
    loadConfig({ CHAINS: JSON.stringify([{ chainId: 1328, rpcUrls: ["https://sei.example"], ...entry }]) })
      .chain.chains[0]!;

  it("takes a chain's Store and start block from the deploy command's record when the entry names none", async () => {
    await writeFile(join(dir, "1328.json"), record(1328));
    expect(storeOf(seiEntry({}), readDeploymentsSync(dir))).toEqual({
      storeAddress: RECORDED,
      startBlock: 7,
    });
  });

  it("lets the entry override the record", async () => {
    await writeFile(join(dir, "1328.json"), record(1328));
    expect(storeOf(seiEntry({ storeAddress: FROM_ENV, startBlock: 3 }), readDeploymentsSync(dir))).toEqual({
      storeAddress: FROM_ENV,
      startBlock: 3,
    });
  });

  it("falls back to the deterministic address without a record", () => {
    expect(storeOf(seiEntry({}), readDeploymentsSync(dir))).toEqual({
      storeAddress: localDeployment.storeAddress,
      startBlock: 0,
    });
  });

  it("refuses a record that is not one, naming its file, and reads no folder as no records", async () => {
    await writeFile(join(dir, "1329.json"), record(1328));
    expect(() => readDeploymentsSync(dir)).toThrow(
      `${join(dir, "1329.json")} is not a deployment record of chain 1329`,
    );
    await writeFile(join(dir, "1329.json"), "{ not json");
    expect(() => readDeploymentsSync(dir)).toThrow(/1329\.json is not a deployment record/);
    expect(readDeploymentsSync(join(dir, "missing")).size).toBe(0);
  });
});
