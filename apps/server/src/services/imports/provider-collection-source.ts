import { IMPORT_SEARCH_CAP } from "@meshlink/domain/imports-api.types";
import { z } from "zod";
import type { ChainConnection } from "../../chain/chain-connection.ts";
import { type CollectionSource, type FoundCollection, mapLimited } from "./collection-source.ts";
import {
  cleanText,
  NAME_CHARS,
  readTokenContract,
  shortAddress,
  SYMBOL_CHARS,
} from "./read-token-contract.ts";

type ProviderSettings = {
  apiKey: string;
  /** The NFT API v3 base of the chain's network, such as https://eth-mainnet.g.alchemy.com/nft/v3. */
  baseUrl: string;
};

// Alchemy NFT API v3 getContractsForOwner, as documented (alchemyplatform/docs src/openapi/nft/nft.yaml,
// operationId getContractsForOwner-v3). Parsed loosely: unknown fields pass, a missing or odd field
// is dropped rather than failing the whole answer, since the provider adds fields over time.
const lenientString = z.string().nullish().catch(null);
const lenientCount = z.union([z.number(), z.string()]).nullish().catch(null);
const ZProviderContract = z.object({
  address: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
  name: lenientString,
  symbol: lenientString,
  tokenType: lenientString,
  contractDeployer: lenientString,
  deployedBlockNumber: lenientCount,
  numDistinctTokensOwned: lenientCount,
  isSpam: z.boolean().nullish().catch(null),
});
const ZContractsPage = z.object({
  contracts: z.array(z.unknown()).max(1000),
  pageKey: z.string().max(1000).nullish(),
});

// 100 is the documented maximum page size; the pages stop at the cap (or a runaway pageKey loop).
const PAGE_SIZE = 100;
const MAX_PAGES = IMPORT_SEARCH_CAP / PAGE_SIZE;
// Contracts the account holds tokens in but did not deploy are checked on-chain (owner()), up to
// this many: a collector's wallet holds hundreds, and each check is three calls.
const OWNER_CHECKS = 100;
const CONTRACT_READS_AT_ONCE = 8;
const TIMEOUT_MS = 10_000;
const MAX_BODY_BYTES = 5 * 1024 * 1024;

/**
 * Finds an account's collections through Alchemy's getContractsForOwner. That call lists contracts
 * the account holds tokens in, not the ones it owns, so an entry counts when the account deployed it
 * (contractDeployer) or, failing that, when the contract's owner() names the account now; spam is
 * kept only when the account deployed it. A collection whose owner holds none of its tokens is not
 * listed by this provider (docs/decisions/019-imported-collections.md).
 */
export function providerCollectionSource(
  chain: Pick<ChainConnection, "client">,
  settings: ProviderSettings,
  fetchImpl: typeof fetch = fetch,
): CollectionSource {
  return {
    kind: "provider",
    async findOwned(account) {
      const listed: z.infer<typeof ZProviderContract>[] = [];
      let pageKey: string | null | undefined;
      let truncated = false;
      for (let page = 0; ; page++) {
        if (page === MAX_PAGES) {
          truncated = Boolean(pageKey);
          break;
        }
        const answer = ZContractsPage.parse(await getPage(fetchImpl, settings, account, pageKey));
        for (const entry of answer.contracts) {
          const parsed = ZProviderContract.safeParse(entry);
          if (parsed.success) listed.push(parsed.data);
        }
        pageKey = answer.pageKey;
        if (!pageKey) break;
      }
      const candidates = listed.filter((contract) => typeOf(contract) !== undefined);
      const deployed = candidates.filter((contract) => contract.contractDeployer?.toLowerCase() === account);
      const others = candidates
        .filter((contract) => contract.contractDeployer?.toLowerCase() !== account && !contract.isSpam)
        .slice(0, OWNER_CHECKS);
      const owned = await mapLimited(others, CONTRACT_READS_AT_ONCE, async (contract) => {
        const read = await readTokenContract(chain.client, contract.address);
        return read?.owner === account ? contract : undefined;
      });
      const found = new Map<string, FoundCollection>();
      for (const contract of [...deployed, ...owned]) {
        if (!contract || found.size >= IMPORT_SEARCH_CAP) continue;
        const address = contract.address.toLowerCase();
        found.set(address, {
          address,
          name: cleanText(contract.name, NAME_CHARS) || shortAddress(address),
          symbol: cleanText(contract.symbol, SYMBOL_CHARS),
          ercType: typeOf(contract)!,
          tokenCount: countOf(contract.numDistinctTokensOwned),
        });
      }
      return { collections: [...found.values()], truncated: truncated || listed.length > IMPORT_SEARCH_CAP };
    },
  };
}

async function getPage(
  fetchImpl: typeof fetch,
  { apiKey, baseUrl }: ProviderSettings,
  owner: string,
  pageKey: string | null | undefined,
): Promise<unknown> {
  const url = new URL(`${baseUrl}/${encodeURIComponent(apiKey)}/getContractsForOwner`);
  url.searchParams.set("owner", owner);
  url.searchParams.set("pageSize", String(PAGE_SIZE));
  url.searchParams.set("withMetadata", "true");
  if (pageKey) url.searchParams.set("pageKey", pageKey);
  const response = await fetchImpl(url, {
    headers: { accept: "application/json" },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`NFT provider answered HTTP ${response.status}`);
  const length = Number(response.headers.get("content-length") ?? 0);
  if (length > MAX_BODY_BYTES) throw new Error("NFT provider's answer is too large");
  const text = await response.text();
  if (text.length > MAX_BODY_BYTES) throw new Error("NFT provider's answer is too large");
  return JSON.parse(text);
}

const typeOf = (contract: { tokenType?: string | null }) =>
  contract.tokenType === "ERC721" || contract.tokenType === "ERC1155" ? contract.tokenType : undefined;

// Documented as a number, shown as a string in the documentation's own example: either is read.
function countOf(value: number | string | null | undefined): number | null {
  const count = typeof value === "string" && /^\d{1,15}$/.test(value) ? Number(value) : value;
  return typeof count === "number" && Number.isSafeInteger(count) && count >= 0 ? count : null;
}
