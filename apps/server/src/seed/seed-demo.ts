import { LOCAL_CHAIN_ID } from "@meshlink/domain/chains";
import { inArray } from "drizzle-orm";
import type { Chains } from "../chain/chain-connection.ts";
import type { Db } from "../db/database.ts";
import { appMeta } from "../db/schema.ts";
import type { EventBus } from "../realtime/event-bus.ts";
import type { CatalogDeps, Creator } from "../services/collections/catalog-deps.ts";
import type { FilesDeps } from "../services/files/files-deps.ts";
import { DEMO_COLLECTIONS, DEMO_USERS, type DemoChain } from "./demo-catalog.ts";
import { seedDemoHolders } from "./demo-holders.ts";
import { seedDemoImported } from "./demo-imported.ts";
import { DEMO_MARKET, type DemoActor, seedDemoMarket } from "./demo-market.ts";
import { seedDemoProfiles } from "./demo-profiles.ts";
import { DEMO_SECOND_CHAIN } from "./demo-second-chain.ts";
import { ensureDemoUser } from "./demo-users.ts";
import { seedDemoCatalog } from "./seed-demo-catalog.ts";
import { seedJournal, type SeedJournal } from "./seed-journal.ts";
import type { SeedOnChain } from "./seed-on-chain.ts";

export const DEMO_SEED_KEY = "demo_seed";
/** app_meta's record that a chain's part is seeded; the first chain's key is older than the others'. */
export const demoSeedKey = (chainId: number) =>
  chainId === LOCAL_CHAIN_ID ? DEMO_SEED_KEY : `${DEMO_SEED_KEY}_${chainId}`;

type Counts = {
  collections: number;
  assets: number;
  listings: number;
  proposals: number;
  offers: number;
  integrations: number;
};
export type SeedResult =
  ({ status: "seeded"; users: number; chainIds: number[] } & Counts) | { status: "skipped"; reason: string };
type Log = { info: (details: object, message: string) => void };
type SeedDeps = { catalog: CatalogDeps; files: FilesDeps; bus: EventBus; log: Log };
type Creators = ReadonlyMap<string, Creator & DemoActor>;
type DemoPart = DemoChain & {
  /** What follows the market on this chain only. */
  more?: (
    deps: Omit<SeedDeps, "log"> & SeedOnChain,
    creators: Creators,
    journal: SeedJournal,
  ) => Promise<void>;
};

/** The first chain also has a token with several holders, the users' profiles and an imported collection. */
const DEMO_MAIN_CHAIN: DemoPart = {
  chainId: LOCAL_CHAIN_ID,
  collections: DEMO_COLLECTIONS,
  market: DEMO_MARKET,
  more: async ({ catalog, files, bus, chain }, creators, journal) => {
    await seedDemoHolders({ ...catalog, chain, bus }, creators, journal);
    await seedDemoProfiles({ files, journal }, DEMO_USERS, creators);
    await seedDemoImported({ catalog: { ...catalog, chain }, files }, creators, journal);
  },
};
export const DEMO_CHAINS: readonly DemoPart[] = [DEMO_MAIN_CHAIN, DEMO_SECOND_CHAIN];

/**
 * The demo marketplace (decision 007): users, collections and assets, then listings, proposals,
 * an executed integration and the users' profile images, created through the same services as the
 * API with real transactions on each chain of DEMO_CHAINS the server runs itself; one it does not
 * follow, or follows at an RPC URL (not its own to fill with a demo), is left out. Each chain's part
 * runs once (app_meta remembers it), so one added to CHAINS later is seeded at the next start. Each
 * step's outcome is journalled (seed-journal.ts, send-once.ts), so a run cut off by a crash is
 * completed by the next one, not repeated.
 */
export async function seedDemo(deps: SeedDeps): Promise<SeedResult> {
  const { catalog, log } = deps;
  const local = DEMO_CHAINS.flatMap((part) => {
    const chain = localChainOf(catalog.chains, part.chainId);
    return chain ? [{ part, chain }] : [];
  });
  if (local.length === 0) return { status: "skipped", reason: "no local chain" };
  const keys = local.map(({ part }) => demoSeedKey(part.chainId));
  const seeded = await catalog.db
    .select({ key: appMeta.key })
    .from(appMeta)
    .where(inArray(appMeta.key, keys));
  const unseeded = local.filter(({ part }) => !seeded.some((row) => row.key === demoSeedKey(part.chainId)));
  if (unseeded.length === 0) return { status: "skipped", reason: "already seeded" };
  const started = performance.now();

  const creators = await ensureDemoCreators(catalog.db);
  const done: { chainId: number; counts: Counts }[] = [];
  // One chain after the other: the seed runs beside the first page requests of a first start, and
  // the second chain's part is short (about a tenth of the first's).
  for (const { part, chain } of unseeded) {
    // Each chain's steps apart, as their names recur; the first chain's as they were before it had others.
    const scope = part.chainId === LOCAL_CHAIN_ID ? undefined : `chain-${part.chainId}`;
    const counts = await seedPart({ ...deps, chain }, part, creators, seedJournal(catalog.db, scope));
    done.push({ chainId: part.chainId, counts });
  }
  const result = {
    status: "seeded" as const,
    users: creators.size,
    chainIds: done.map((part) => part.chainId),
    ...sumOf(done.map((part) => part.counts)),
  };
  const ms = Math.round(performance.now() - started);
  await catalog.db.transaction(async (tx) => {
    await tx.insert(appMeta).values(
      done.map(({ chainId, counts }) => ({
        key: demoSeedKey(chainId),
        value: JSON.stringify({ users: creators.size, ...counts, ms }),
      })),
    );
    await seedJournal(tx).clear();
  });
  log.info({ ...result, ms }, "demo marketplace seeded");
  return result;
}

/** The chain `chainId` when this server runs it (anvil, the demo accounts funded) with its Store. */
function localChainOf(chains: Chains, chainId: number): SeedOnChain["chain"] | undefined {
  const chain = chains.get(chainId);
  if (!chain?.local || !chain.storeAddress) return undefined;
  return { ...chain, storeAddress: chain.storeAddress };
}

async function ensureDemoCreators(db: Db): Promise<Creators> {
  const creators = new Map<string, Creator & DemoActor>();
  for (const user of DEMO_USERS) {
    const { id, addresses } = await ensureDemoUser(db, user);
    const type = user.type === "studio" ? "studio" : "creator";
    creators.set(user.key, {
      id,
      addresses,
      wallet: addresses[0]!,
      name: user.name,
      type,
      accountIndex: user.accountIndex,
    });
  }
  return creators;
}

async function seedPart(
  deps: Omit<SeedDeps, "log"> & SeedOnChain,
  part: DemoPart,
  creators: Creators,
  journal: SeedJournal,
): Promise<Counts> {
  const { catalog, files, bus, chain } = deps;
  const assets = await seedDemoCatalog({ catalog, files, journal, chain }, creators, part.collections);
  const market = await seedDemoMarket({ ...catalog, chain, bus }, creators, journal, part.market);
  await part.more?.(deps, creators, journal);
  return { collections: part.collections.length, assets, ...market };
}

const sumOf = (all: Counts[]): Counts => {
  const total: Counts = { collections: 0, assets: 0, listings: 0, proposals: 0, offers: 0, integrations: 0 };
  for (const counts of all)
    for (const key of Object.keys(total) as (keyof Counts)[]) total[key] += counts[key];
  return total;
};
