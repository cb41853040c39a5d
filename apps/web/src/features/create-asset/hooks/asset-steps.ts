import type { Collection } from "@meshlink/domain/entities/collection";
import type { AssetRef } from "@meshlink/domain/create-asset.types";
import { ipfsUploadFailed, modelPreviewUploadFailed } from "@meshlink/domain/messages/errors";
import { storeAbi } from "@meshlink/contracts/generated";
import type { Hash } from "viem";
import type { ChainWriter } from "@/lib/chain-writer";
import { StepError, type Step } from "@/lib/step-machine";
import {
  createDraft,
  saveAsset,
  saveMetadata,
  uploadArchive,
  uploadPosterImage,
  uploadPreview,
} from "@/features/create-asset/api/create-asset-api";
import { toMetadataRequest, type CreateAssetValues } from "@/features/create-asset/create-asset.schema";
import { mintedToken, type MintedToken } from "@/features/create-asset/hooks/mint-event";
import { makePoster, type CapturePoster } from "@/features/create-asset/poster/poster-step";

export type AssetInput = { values: CreateAssetValues; collection: Collection; storeAddress: `0x${string}` };
export type AssetCtx = {
  draftId?: string;
  /** The poster drawn from the model when the creator gave no image (null: none could be made). */
  posterKey?: string | null;
  metadataId?: string;
  txHash?: Hash;
  minted?: MintedToken;
  asset?: AssetRef;
};

const fileKey = (file: File | null) => (file ? `${file.name}:${file.size}:${file.lastModified}` : "");
const wrap = async <T>(promise: Promise<T>, message: (reason: string) => string) => {
  try {
    return await promise;
  } catch (error) {
    throw new Error(message(error instanceof Error ? error.message : String(error)));
  }
};

/** What the poster step draws and says with; the form passes model-viewer and toasts. */
export type PosterDeps = { capture: CapturePoster; warn: (message: string) => void };

// The token image: the creator's, else the poster of the model.
const metadataOf = ({ values }: AssetInput, ctx: AssetCtx) => ({
  ...toMetadataRequest(values),
  imageKey: values.image?.key ?? ctx.posterKey ?? null,
});

/**
 * Creating an asset: draft → zip → glb → poster (when no image was given) → metadata → createNFT
 * → block → server record.
 */
export function assetSteps(writer: ChainWriter, poster: PosterDeps): Step<AssetInput, AssetCtx>[] {
  const mintKey = ({ values, collection }: AssetInput, ctx: AssetCtx) =>
    JSON.stringify([ctx.metadataId, collection.address, values.supply]);
  const chainOf = ({ collection }: AssetInput) => collection.blockchain.chainId;
  return [
    { id: "draft", label: "Preparing the upload", run: async () => ({ draftId: (await createDraft()).id }) },
    {
      id: "archive",
      label: "Uploading the source archive",
      key: ({ values }, ctx) => `${ctx.draftId}:${fileKey(values.archive)}`,
      run: async ({ values }, ctx, report) =>
        void (await wrap(uploadArchive(ctx.draftId!, values.archive!, report), ipfsUploadFailed)),
    },
    {
      id: "preview",
      label: "Uploading the preview model",
      key: ({ values }, ctx) => `${ctx.draftId}:${fileKey(values.preview)}`,
      run: async ({ values }, ctx, report) =>
        void (await wrap(uploadPreview(ctx.draftId!, values.preview!, report), modelPreviewUploadFailed)),
    },
    {
      id: "poster",
      label: "Capturing a poster of the model",
      // Drawn once per model; a chosen image makes it unnecessary.
      key: ({ values }) => `${fileKey(values.preview)}:${values.image ? "image given" : ""}`,
      run: async ({ values }, _ctx, report) => ({
        posterKey: values.image
          ? null
          : await makePoster(values.preview!, { ...poster, upload: uploadPosterImage }, report),
      }),
    },
    {
      id: "metadata",
      label: "Storing the token metadata",
      key: (input, ctx) => `${ctx.draftId}:${JSON.stringify(metadataOf(input, ctx))}`,
      run: async (input, ctx) => ({
        metadataId: (await saveMetadata(ctx.draftId!, metadataOf(input, ctx))).metadataId,
      }),
    },
    {
      id: "wallet",
      label: "Confirm the mint in your wallet",
      key: mintKey,
      run: async (input, ctx) => ({
        txHash: await writer.write({
          chainId: chainOf(input),
          address: input.storeAddress,
          abi: storeAbi,
          functionName: "createNFT",
          args: [input.collection.address, BigInt(input.values.supply), ctx.metadataId!, 0n],
        }),
      }),
    },
    {
      id: "block",
      label: "Waiting for the block",
      key: mintKey,
      run: async (input, ctx) => {
        const receipt = await writer.waitForReceipt(chainOf(input), ctx.txHash!);
        if (receipt.status !== "success") throw new StepError("The transaction was reverted", "wallet");
        return { minted: mintedToken(receipt) };
      },
    },
    {
      id: "save",
      label: "Saving the asset",
      key: (_input, ctx) => ctx.txHash ?? "",
      run: async (input, ctx) => ({
        asset: await saveAsset({ draftId: ctx.draftId!, chainId: chainOf(input), txHash: ctx.txHash! }),
      }),
    },
  ];
}
