import { COLLECTION_KIND, ZCreateCollectionRequest } from "@meshlink/domain/collections-api.types";
import { ZAssetMetadataRequest } from "@meshlink/domain/create-asset.types";
import { eq } from "drizzle-orm";
import type { Hex } from "viem";
import { foundry } from "viem/chains";
import { appMeta } from "../db/schema.ts";
import type { EventBus } from "../realtime/event-bus.ts";
import { buildAssetMetadata } from "../services/assets/build-asset-metadata.ts";
import { createAsset } from "../services/assets/create-asset.ts";
import { asAddress } from "../services/assets/find-minted-token.ts";
import type { CatalogDeps, Creator } from "../services/collections/catalog-deps.ts";
import { createCollection } from "../services/collections/create-collection.ts";
import { createAssetDraft } from "../services/files/asset-drafts.ts";
import type { FilesDeps } from "../services/files/files-deps.ts";
import { uploadArchive } from "../services/files/upload-archive.ts";
import { uploadImage } from "../services/files/upload-image.ts";
import { uploadModelPreview } from "../services/files/upload-model-preview.ts";
import { DEMO_COLLECTIONS, DEMO_USERS, type DemoAsset } from "./demo-catalog.ts";
import { demoAssetFiles, streamOf } from "./demo-files.ts";
import { seedDemoHolders } from "./demo-holders.ts";
import { type DemoActor, seedDemoMarket } from "./demo-market.ts";
import { readDemoPoster } from "./demo-posters.ts";
import { seedDemoProfiles } from "./demo-profiles.ts";
import { seedDemoImported } from "./demo-imported.ts";
import { showcasePng } from "./demo-textures.ts";
import { seedJournal, type SeedJournal } from "./seed-journal.ts";
import { sendOnce } from "./send-once.ts";
import { demoAccount, ensureDemoUser } from "./demo-users.ts";

export const DEMO_SEED_KEY = "demo_seed";
export type SeedResult =
  | {
      status: "seeded";
      users: number;
      collections: number;
      assets: number;
      listings: number;
      proposals: number;
      integrations: number;
    }
  | { status: "skipped"; reason: string };
type Log = { info: (details: object, message: string) => void };

/**
 * The demo marketplace (decision 007): users, collections and assets, then listings, proposals,
 * an executed integration and the users' profile images, created through the same services as the
 * API with real transactions on the local chain. Runs once: app_meta remembers it. Each step's
 * outcome is journalled (seed-journal.ts, send-once.ts), so a run cut off by a crash is completed by
 * the next one, not repeated.
 */
export async function seedDemo(deps: {
  catalog: CatalogDeps;
  files: FilesDeps;
  bus: EventBus;
  log: Log;
}): Promise<SeedResult> {
  const { catalog, files, log } = deps;
  const followed = catalog.chains.get(foundry.id);
  if (!followed?.local || !followed.storeAddress) return { status: "skipped", reason: "no local chain" };
  const chain = { ...followed, storeAddress: followed.storeAddress };
  const [done] = await catalog.db.select().from(appMeta).where(eq(appMeta.key, DEMO_SEED_KEY));
  if (done) return { status: "skipped", reason: "already seeded" };
  const started = performance.now();

  const creators = new Map<string, Creator & DemoActor>();
  for (const user of DEMO_USERS) {
    const { id, addresses } = await ensureDemoUser(catalog.db, user);
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
  const journal = seedJournal(catalog.db);
  let assetCount = 0;
  for (const demo of DEMO_COLLECTIONS) {
    const creator = creators.get(demo.owner)!;
    const account = demoAccount(creator.accountIndex);
    const image = (step: string, png: () => Promise<Uint8Array>) =>
      journal.once(
        `image/${step}`,
        async () => (await uploadImage(files, { userId: creator.id, file: streamOf(await png()) })).key,
      );

    const txHash = await sendOnce(journal, `collection/${demo.name}`, chain, account, () => ({
      functionName: "createCollection",
      args: [demo.name, demo.symbol, COLLECTION_KIND[demo.type]],
    }));
    const input = ZCreateCollectionRequest.parse({
      chainId: chain.chainId,
      txHash,
      name: demo.name,
      symbol: demo.symbol,
      type: demo.type,
      description: demo.description,
      // The collection's own models: its first asset on the logo, as many as fit on the banner.
      logoKey: await image(`${demo.name}/logo`, async () =>
        showcasePng(demo.hue, 256, 256, await postersOf(demo.assets.slice(0, 1))),
      ),
      bannerKey: await image(`${demo.name}/banner`, async () =>
        showcasePng(demo.hue, 1400, 200, await postersOf(demo.assets)),
      ),
      socials: [{ name: "WEBSITE", value: demo.website }],
    });
    const { collection } = await createCollection(catalog, creator, input);
    for (const asset of demo.assets) {
      // The token image is a poster of the asset's model, as the create form makes one.
      const imageKey = await image(`asset/${asset.name}`, () => readDemoPoster(asset.shape));
      await seedAsset({ catalog, files, journal }, creator, asset, imageKey, (metadataId) =>
        sendOnce(journal, `mint/${asset.name}`, chain, account, () => ({
          functionName: "createNFT",
          args: [asAddress(collection.address), BigInt(asset.supply), metadataId, 500n],
        })),
      );
      assetCount++;
    }
  }
  const market = await seedDemoMarket({ ...catalog, chain, bus: deps.bus }, creators, journal);
  await seedDemoHolders({ ...catalog, chain, bus: deps.bus }, creators, journal);
  await seedDemoProfiles({ files, journal }, DEMO_USERS, creators);
  await seedDemoImported({ catalog: { ...catalog, chain }, files }, creators, journal);
  const result = {
    status: "seeded" as const,
    users: creators.size,
    collections: DEMO_COLLECTIONS.length,
    assets: assetCount,
    ...market,
  };
  const ms = Math.round(performance.now() - started);
  await catalog.db.transaction(async (tx) => {
    await tx.insert(appMeta).values({ key: DEMO_SEED_KEY, value: JSON.stringify({ ...result, ms }) });
    await seedJournal(tx).clear();
  });
  log.info({ ...result, ms }, "demo marketplace seeded");
  return result;
}

const postersOf = (assets: readonly DemoAsset[]) =>
  Promise.all(assets.map((asset) => readDemoPoster(asset.shape)));

async function seedAsset(
  deps: { catalog: CatalogDeps; files: FilesDeps; journal: SeedJournal },
  creator: Creator,
  asset: DemoAsset,
  imageKey: string,
  mint: (metadataId: string) => Promise<Hex>,
) {
  const userId = creator.id;
  // A draft whose uploads were cut off gets them again: a preview replaces the one before it.
  const draftId = await deps.journal.once(`draft/${asset.name}`, async () => {
    const draft = await createAssetDraft(deps.files, userId);
    return draft.id;
  });
  await deps.journal.once(`files/${asset.name}`, async () => {
    const { glb, zip } = await demoAssetFiles(asset.name, asset.shape);
    await uploadModelPreview(deps.files, { draftId, userId, file: streamOf(glb) });
    await uploadArchive(deps.files, { draftId, userId, file: streamOf(zip) });
    return true;
  });
  const details = ZAssetMetadataRequest.parse({
    name: asset.name,
    description: asset.description,
    imageKey,
    category: asset.category,
    genres: asset.genres,
    properties: asset.properties,
    technicalDescription: {
      short: {
        rigged: asset.shape.kind === "creature",
        animations: asset.shape.kind === "creature",
        textures: true,
        polyCount: asset.polyCount,
      },
      about: "Procedurally generated for the MeshLink demo.",
    },
    requirements: {
      minimum: { cpu: "Dual core", gpu: "Integrated", ram: "4 GB", hdd: "10 MB", os: "Any" },
      recommended: { cpu: "Quad core", gpu: "GTX 1060", ram: "8 GB", hdd: "10 MB", os: "Any" },
    },
  });
  // Journalled: a draft minted before a crash refuses to build its metadata again.
  const metadataId = await deps.journal.once(`metadata/${asset.name}`, async () => {
    const built = await buildAssetMetadata(deps.catalog, { draftId, userId, details });
    return built.metadataId;
  });
  const txHash = await mint(metadataId);
  await createAsset(deps.catalog, creator, {
    draftId,
    chainId: foundry.id,
    txHash,
  });
}
