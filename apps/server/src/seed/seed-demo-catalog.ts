import { COLLECTION_KIND, ZCreateCollectionRequest } from "@meshlink/domain/collections-api.types";
import { ZAssetMetadataRequest } from "@meshlink/domain/create-asset.types";
import type { Hex } from "viem";
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
import type { DemoAsset, DemoCollection } from "./demo-catalog.ts";
import { demoAssetFiles, streamOf } from "./demo-files.ts";
import type { DemoActor } from "./demo-market.ts";
import { readDemoPoster } from "./demo-posters.ts";
import { showcasePng } from "./demo-textures.ts";
import { demoAccount } from "./demo-users.ts";
import type { SeedJournal } from "./seed-journal.ts";
import type { SeedOnChain } from "./seed-on-chain.ts";
import { sendOnce } from "./send-once.ts";

type CatalogSeedDeps = SeedOnChain & { catalog: CatalogDeps; files: FilesDeps; journal: SeedJournal };

/**
 * The demo collections on `chain`, each with its logo and banner, and their assets minted and
 * recorded through the same services as the API. Returns how many assets it minted.
 */
export async function seedDemoCatalog(
  deps: CatalogSeedDeps,
  creators: ReadonlyMap<string, Creator & DemoActor>,
  demoCollections: readonly DemoCollection[],
): Promise<number> {
  const { catalog, files, journal, chain } = deps;
  let assetCount = 0;
  for (const demo of demoCollections) {
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
      await seedAsset(deps, creator, asset, imageKey, (metadataId) =>
        sendOnce(journal, `mint/${asset.name}`, chain, account, () => ({
          functionName: "createNFT",
          args: [asAddress(collection.address), BigInt(asset.supply), metadataId, 500n],
        })),
      );
      assetCount++;
    }
  }
  return assetCount;
}

const postersOf = (assets: readonly DemoAsset[]) =>
  Promise.all(assets.map((asset) => readDemoPoster(asset.shape)));

async function seedAsset(
  deps: CatalogSeedDeps,
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
  await createAsset(deps.catalog, creator, { draftId, chainId: deps.chain.chainId, txHash });
}
