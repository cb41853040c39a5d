import { multiple1155Abi } from "@meshlink/contracts/generated";
import { encodeFunctionData } from "viem";
import { asAddress } from "../services/assets/find-minted-token.ts";
import { indexThroughBlock } from "../services/collections/index-through-block.ts";
import type { MarketDeps } from "../services/listings/market-deps.ts";
import { demoAssetNamed } from "./demo-lookups.ts";
import type { DemoActor } from "./demo-market.ts";
import { demoAccount } from "./demo-users.ts";
import type { SeedJournal } from "./seed-journal.ts";
import { sendOnce } from "./send-once.ts";
import type { SeedOnChain } from "./seed-on-chain.ts";

// Editions of an ERC-1155 asset handed from its creator to another user, so the demo shows a token
// with several holders, each able to list what they hold (docs/decisions/008, "Several holders").
export const DEMO_TRANSFERS = [{ asset: "Ammo Crate", from: "ada", to: "kenji", amount: 9 }];

export async function seedDemoHolders(
  deps: MarketDeps & SeedOnChain,
  actors: ReadonlyMap<string, DemoActor>,
  journal: SeedJournal,
) {
  const chain = deps.chain;
  for (const demo of DEMO_TRANSFERS) {
    const [from, to] = [actors.get(demo.from)!, actors.get(demo.to)!];
    const asset = await demoAssetNamed(deps.db, chain.chainId, demo.asset);
    const hash = await sendOnce(
      journal,
      `transfer/${demo.asset}`,
      chain,
      demoAccount(from.accountIndex),
      () => ({
        to: asAddress(asset.collectionAddress),
        data: encodeFunctionData({
          abi: multiple1155Abi,
          functionName: "safeTransferFrom",
          args: [
            asAddress(from.wallet),
            asAddress(to.wallet),
            BigInt(asset.tokenId),
            BigInt(demo.amount),
            "0x",
          ],
        }),
      }),
    );
    // Seeded means shown: the holders are read from the indexer's balances.
    const receipt = await chain.client.getTransactionReceipt({ hash });
    await indexThroughBlock(deps.db, deps.chain, receipt.blockNumber);
  }
}
