import { externalCollection721 } from "@meshlink/contracts/generated";
import { encodeDeployData, encodeFunctionData } from "viem";
import type { CatalogDeps } from "../services/collections/catalog-deps.ts";
import { indexThroughBlock } from "../services/collections/index-through-block.ts";
import type { FilesDeps } from "../services/files/files-deps.ts";
import { asAddress } from "../services/assets/find-minted-token.ts";
import { importCollection } from "../services/imports/import-collection.ts";
import { ServiceError } from "../services/service-error.ts";
import type { DemoActor } from "./demo-market.ts";
import { streamOf } from "./demo-files.ts";
import { demoAccount } from "./demo-users.ts";
import type { SeedJournal } from "./seed-journal.ts";
import { sendOnce } from "./send-once.ts";
import type { SeedOnChain } from "./seed-on-chain.ts";
import { chainCollectionSource } from "../services/imports/chain-collection-source.ts";

// A collection a creator already had on-chain before MeshLink (docs/decisions/019): a plain
// OpenZeppelin ERC-721 deployed from the creator's wallet, its tokens' metadata in data: URIs and
// in this server's IPFS store, imported through the same service as the Import Collection modal.
// The metadata sweep then reads the tokens' names and images as it would anyone's.
export const DEMO_IMPORTED = {
  owner: "kenji",
  name: "Relics of the Old Forge",
  symbol: "RELIC",
  tokens: [
    { name: "Emberglass Chalice", hue: 18, trait: "Artifact", via: "data" },
    { name: "Runed Anvil Shard", hue: 200, trait: "Material", via: "data" },
    { name: "Ashen Crown", hue: 280, trait: "Artifact", via: "ipfs" },
  ],
} as const;

type Relic = (typeof DEMO_IMPORTED.tokens)[number];

// Small on purpose: the URI is stored on-chain, and every 32 bytes of it is a storage slot.
const relicSvg = ({ name, hue }: Relic) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="hsl(${hue} 45% 18%)"/><path d="M32 10 50 32 32 54 14 32z" fill="hsl(${hue} 80% 60%)"/><title>${name}</title></svg>`;

const dataUri = (mime: string, text: string) => `data:${mime};base64,${Buffer.from(text).toString("base64")}`;

const metadataOf = (relic: Relic, image: string) =>
  JSON.stringify({
    name: relic.name,
    description: `${relic.name}, from a collection minted before MeshLink and imported by its creator.`,
    image,
    attributes: [{ trait_type: "Kind", value: relic.trait }],
  });

type ImportedDeps = { catalog: CatalogDeps & SeedOnChain; files: FilesDeps };

/** Deploys, mints and imports DEMO_IMPORTED once (each transaction journalled like the others). */
export async function seedDemoImported(
  deps: ImportedDeps,
  actors: ReadonlyMap<string, DemoActor>,
  journal: SeedJournal,
) {
  const { catalog } = deps;
  const { chain } = catalog;
  const owner = actors.get(DEMO_IMPORTED.owner)!;
  const account = demoAccount(owner.accountIndex);
  // A plain deployment from the creator's wallet, not through the CREATE2 proxy: OpenZeppelin's
  // Ownable makes the deploying account the owner, which the import checks against the wallet.
  const deployTx = await sendOnce(journal, "imported/deploy", chain, account, () => ({
    to: null,
    data: encodeDeployData({ ...externalCollection721, args: [DEMO_IMPORTED.name, DEMO_IMPORTED.symbol] }),
  }));
  const { contractAddress } = await chain.client.getTransactionReceipt({ hash: deployTx });
  if (!contractAddress) throw new Error(`the demo's imported collection was not deployed by ${deployTx}`);
  let lastMint = deployTx;
  for (const relic of DEMO_IMPORTED.tokens) {
    const uri = await journal.once(`imported/uri/${relic.name}`, () => tokenUriOf(deps.files, relic));
    lastMint = await sendOnce(journal, `imported/mint/${relic.name}`, chain, account, () => ({
      to: contractAddress,
      data: encodeFunctionData({
        abi: externalCollection721.abi,
        functionName: "mint",
        args: [asAddress(owner.wallet), uri],
      }),
    }));
  }
  // Indexed first, so the import's own history fill finds every mint (later ones the indexer adds).
  const { blockNumber } = await chain.client.getTransactionReceipt({ hash: lastMint });
  await indexThroughBlock(catalog.db, chain, blockNumber);
  // A seed cut off after the import committed but before its journal entry finds it imported.
  await journal.once("imported/import", () =>
    importCollection(
      {
        db: catalog.db,
        chains: new Map([[chain.chainId, { chain, source: chainCollectionSource(chain, chain.indexer) }]]),
      },
      { id: owner.id, addresses: [owner.wallet.toLowerCase()] },
      { chainId: chain.chainId, account: asAddress(owner.wallet), collection: contractAddress },
    ).catch((error: unknown) => {
      if (error instanceof ServiceError && error.code === "CONFLICT") return null;
      throw error;
    }),
  );
}

// data: URIs for most, the server's own IPFS store for one, as tokens minted elsewhere carry both.
async function tokenUriOf(files: FilesDeps, relic: Relic): Promise<string> {
  const svg = relicSvg(relic);
  if (relic.via === "data")
    return dataUri("application/json", metadataOf(relic, dataUri("image/svg+xml", svg)));
  const image = await files.stores.ipfs.addFile(streamOf(new TextEncoder().encode(svg)));
  const metadata = await files.stores.ipfs.addFile(
    streamOf(new TextEncoder().encode(metadataOf(relic, `ipfs://${image.cid}`))),
  );
  return `ipfs://${metadata.cid}`;
}
