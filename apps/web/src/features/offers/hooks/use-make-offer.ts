import type { AssetDetails } from "@meshlink/domain/assets-api.types";
import { errorMessageOf } from "@meshlink/domain/messages/errors";
import { VALIDATION_MESSAGES } from "@meshlink/domain/messages/validation";
import type { Offer } from "@meshlink/domain/offers-api.types";
import { offerAssetIdOf } from "@meshlink/domain/users-api.types";
import { useMemo } from "react";
import type { Address } from "viem";
import { useChainReader, type ChainReader } from "@/lib/chain-reader";
import { assetOffersQuery } from "@/lib/queries/asset-offers";
import { StepError, type Step } from "@/lib/step-machine";
import { useStoreChains } from "@/lib/store-chains";
import { useStoreWriter, type StoreWriter } from "@/lib/store-writer";
import { transactionSteps, type TransactionCtx } from "@/lib/transaction-steps";
import { useTransactionFlow } from "@/ui/use-transaction-flow";
import { recordOffer } from "@/features/offers/api/offers-api";
import { OFFER_MESSAGES } from "@/features/offers/offer-messages";

type OfferedAsset = Pick<AssetDetails, "_id" | "address" | "tokenId" | "blockchain" | "imported">;
type MakeInput = { collection: Address; royaltyFee: number };
type Target = { asset: OfferedAsset; account: Address; holder: Address };

// The proposal's check first (spec section 5), so an incompatible collection is named before the
// wallet opens; then makeOffer, its block and the server record. A retry after a failed record
// records again without a second offer on-chain.
const offerSteps = (
  { asset, account, holder }: Target,
  reader: ChainReader,
  writer: StoreWriter,
): Step<MakeInput, TransactionCtx<Offer>>[] => {
  const chainId = asset.blockchain.chainId;
  return [
    {
      id: "compatibility",
      label: "Check the collection on-chain",
      key: ({ collection }) => `${account}:${collection}`,
      run: async ({ collection }) => {
        const store = await writer.storeAddress(chainId);
        const compatible = await reader
          .checkForCompatibility({ chainId, store, collection, account })
          .catch(() => {
            throw new StepError(OFFER_MESSAGES.makeFailed);
          });
        if (!compatible) throw new StepError(VALIDATION_MESSAGES.collectionNotCompatible);
        const offerable =
          !asset.imported ||
          (await reader.isKnownCollection({ chainId, store, collection: asset.address as Address }));
        if (!offerable) throw new StepError(OFFER_MESSAGES.notRegistered);
      },
    },
    ...transactionSteps<MakeInput, Offer>(writer, {
      chainId: () => chainId,
      call: ({ collection, royaltyFee }) => ({
        functionName: "makeOffer",
        args: [
          offerAssetIdOf(asset._id),
          holder,
          collection,
          asset.address as Address,
          BigInt(asset.tokenId),
          royaltyFee,
        ],
      }),
      sendKey: ({ collection, royaltyFee }) => `${holder}:${collection}:${royaltyFee}`,
      save: (_input, txHash) => recordOffer({ assetId: asset._id, chainId, txHash }),
      labels: {
        send: "Make the offer in your wallet",
        block: "Wait for the block",
        save: "Record the offer",
      },
      failures: {
        send: OFFER_MESSAGES.makeFailed,
        reverted: OFFER_MESSAGES.makeFailed,
        save: (error) => errorMessageOf(error, OFFER_MESSAGES.makeFailed),
      },
    }),
  ];
};

/** A studio's offer on an asset (spec section 4 "Offer": made), addressed to the wallet holding it. */
export function useMakeOffer(asset: OfferedAsset, account: Address, holder: Address, onMade: () => void) {
  const reader = useChainReader();
  const writer = useStoreWriter();
  const stores = useStoreChains();
  const steps = useMemo(
    () => offerSteps({ asset, account, holder }, reader, writer),
    // New steps for another asset, wallet or holder: nothing sent for the old one is reused.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [asset._id, account, holder, reader, writer],
  );
  const tx = useTransactionFlow(steps, {
    success: OFFER_MESSAGES.made,
    failure: OFFER_MESSAGES.makeFailed,
    invalidates: [assetOffersQuery(asset._id).queryKey],
    onDone: onMade,
  });
  const submit = (collection: Address, royaltyFee: number) => tx.run({ collection, royaltyFee });
  return { submit, steps: tx.steps, running: tx.running, ready: stores.isSuccess };
}
