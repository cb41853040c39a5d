// One JSON file per chain id under packages/contracts/deployments/, written by the deploy command
// (scripts/deploy.ts) and read by the server: where that chain's Store is and where to start
// indexing it. Values are checked on read, as any file an operator may have edited.
import { readFileSync, readdirSync } from "node:fs";
import { mkdir, readFile, readdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { isAddress } from "viem";
import type { StoreDeployment } from "./deploy-store.ts";

export const DEPLOYMENTS_DIR = join(import.meta.dirname, "..", "deployments");

export type DeploymentRecord = Omit<StoreDeployment, "deployedNow"> & { deployedAt: string };

const fileOf = (dir: string, chainId: number) => join(dir, `${chainId}.json`);

export async function writeDeployment(dir: string, deployment: StoreDeployment, now = new Date()) {
  const { deployedNow: _, ...record } = deployment;
  const previous = await readDeployment(dir, deployment.chainId);
  // A second run finds the Store already there: the first run's transaction and gas stay on record.
  const kept = previous?.storeAddress === record.storeAddress ? previous : null;
  const written: DeploymentRecord = {
    ...record,
    txHash: record.txHash ?? kept?.txHash ?? null,
    gasUsed: record.gasUsed ?? kept?.gasUsed ?? null,
    deployedAt: kept?.deployedAt ?? now.toISOString(),
  };
  await mkdir(dir, { recursive: true });
  await writeFile(fileOf(dir, deployment.chainId), `${JSON.stringify(written, null, 2)}\n`);
  return written;
}

const isRecord = (value: unknown): value is DeploymentRecord => {
  const record = value as Partial<DeploymentRecord> | null;
  return (
    typeof record === "object" &&
    record !== null &&
    Number.isSafeInteger(record.chainId) &&
    typeof record.storeAddress === "string" &&
    isAddress(record.storeAddress) &&
    Number.isSafeInteger(record.blockNumber) &&
    (record.blockNumber ?? -1) >= 0 &&
    typeof record.metadataGateway === "string"
  );
};

/** The chain's record, or null when there is none; a malformed file is an error naming it. */
export async function readDeployment(dir: string, chainId: number): Promise<DeploymentRecord | null> {
  const file = fileOf(dir, chainId);
  const text = await readFile(file, "utf8").catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return null;
    throw error;
  });
  return text === null ? null : parseRecord(file, text, chainId);
}

function parseRecord(file: string, text: string, chainId: number): DeploymentRecord {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = null;
  }
  if (!isRecord(value) || value.chainId !== chainId) {
    throw new Error(`${file} is not a deployment record of chain ${chainId}`);
  }
  return value;
}

const chainIdOfFile = (name: string) => /^(\d{1,15})\.json$/.exec(name)?.[1];

/** Every chain's record in the folder, by chain id. */
export async function readDeployments(dir = DEPLOYMENTS_DIR): Promise<Map<number, DeploymentRecord>> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const ids = names.map(chainIdOfFile).filter((id) => id !== undefined);
  const records = await Promise.all(ids.map((id) => readDeployment(dir, Number(id))));
  return new Map(records.filter((record) => record !== null).map((record) => [record.chainId, record]));
}

/** readDeployments for start-up, where the configuration is read synchronously. */
export function readDeploymentsSync(dir = DEPLOYMENTS_DIR): Map<number, DeploymentRecord> {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return new Map();
  }
  const records = names.flatMap((name) => {
    const id = chainIdOfFile(name);
    if (id === undefined) return [];
    const file = join(dir, name);
    return [parseRecord(file, readFileSync(file, "utf8"), Number(id))];
  });
  return new Map(records.map((record) => [record.chainId, record]));
}
