import type { AssetDetails } from "@meshlink/domain/assets-api.types";
import { ERROR_MESSAGES, errorMessageOf } from "@meshlink/domain/messages/errors";
import { VALIDATION_MESSAGES } from "@meshlink/domain/messages/validation";
import type { Offer } from "@meshlink/domain/offers-api.types";
import { offerAssetIdOf } from "@meshlink/domain/users-api.types";
import { storeAbi } from "@meshlink/contracts/generated";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import type { Address } from "viem";
import { useChainReader, type ChainReader } from "@/lib/chain-reader";
import { useChainWriter, type ChainWriter } from "@/lib/chain-writer";
import { assetOffersKey } from "@/lib/asset-offers-key";
import { createStepMachine, StepError, type StepView } from "@/lib/step-machine";
import { useStoreChains } from "@/lib/store-chains";
import { transactionSteps } from "@/lib/transaction-steps";
import { notify } from "@/ui/notify";
import { recordOffer } from "@/features/offers/api/offers-api";
import { OFFER_MESSAGES } from "@/features/offers/offer-messages";

type OfferedAsset = Pick<AssetDetails, "_id" | "address" | "tokenId" | "blockchain" | "imported">;
type MakeInput = { collection: Address; royaltyFee: number; store: Address | undefined };
type Target = { asset: OfferedAsset; account: Address; holder: Address };

// The proposal's check first (spec section 5), so an incompatible collection is named before the
// wallet opens; then makeOffer, its block and the server record. A retry after a failed record
// records again without a second offer on-chain.
const buildMachine = ({ asset, account, holder }: Target, reader: ChainReader, writer: ChainWriter) => {
  const chainId = asset.blockchain.chainId;
  return createStepMachine<MakeInput, { txHash?: `0x${string}`; saved?: Offer }>(
    [
      {
        id: "compatibility",
        label: "Check the collection on-chain",
        key: ({ collection, store }) => `${account}:${collection}:${store}`,
        run: async ({ collection, store }) => {
          if (!store) throw new StepError(ERROR_MESSAGES.noContractAddress);
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
        send: ({ collection, royaltyFee, store }) =>
          writer.write({
            chainId,
            address: store!,
            abi: storeAbi,
            functionName: "makeOffer",
            args: [
              offerAssetIdOf(asset._id),
              holder,
              collection,
              asset.address,
              BigInt(asset.tokenId),
              royaltyFee,
            ],
          }),
        sendKey: ({ collection, royaltyFee, store }) => `${holder}:${collection}:${royaltyFee}:${store}`,
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
    ],
    {},
  );
};

/** A studio's offer on an asset (spec section 4 "Offer": made), addressed to the wallet holding it. */
export function useMakeOffer(asset: OfferedAsset, account: Address, holder: Address, onMade: () => void) {
  const reader = useChainReader();
  const writer = useChainWriter();
  const stores = useStoreChains();
  const queryClient = useQueryClient();
  const machine = useMemo(
    () => buildMachine({ asset, account, holder }, reader, writer),
    // A new machine for another asset, wallet or holder: nothing sent for the old one is reused.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [asset._id, account, holder, reader, writer],
  );
  const [steps, setSteps] = useState<StepView[]>([]);
  const [running, setRunning] = useState(false);

  const submit = async (collection: Address, royaltyFee: number) => {
    setRunning(true);
    const chainId = asset.blockchain.chainId;
    const store = stores.data?.find((chain) => chain.chainId === chainId)?.storeAddress;
    try {
      await machine.run({ collection, royaltyFee, store }, setSteps);
      notify.success(OFFER_MESSAGES.made);
      await queryClient.invalidateQueries({ queryKey: assetOffersKey(asset._id) });
      onMade();
    } catch (error) {
      notify.error(error, OFFER_MESSAGES.makeFailed);
    } finally {
      setRunning(false);
    }
  };
  return { submit, steps, running, ready: stores.isSuccess };
}
