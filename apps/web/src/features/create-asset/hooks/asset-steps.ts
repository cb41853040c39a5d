import type { Collection } from "@meshlink/domain/entities/collection";
import type { AssetRef } from "@meshlink/domain/create-asset.types";
import type { ImageUpload } from "@meshlink/domain/files/file-uploads.types";
import { ipfsUploadFailed, modelPreviewUploadFailed } from "@meshlink/domain/messages/errors";
import type { Address } from "viem";
import { captureModelPoster } from "@/lib/model-viewer/capture-poster";
import type { Step } from "@/lib/step-machine";
import type { StoreWriter } from "@/lib/store-writer";
import { transactionSteps, type TransactionCtx } from "@/lib/transaction-steps";
import { uploadImage } from "@/lib/upload-image";
import {
  createDraft,
  saveAsset,
  saveMetadata,
  uploadArchive,
  uploadPreview,
} from "@/features/create-asset/api/create-asset-api";
import { toMetadataRequest, type CreateAssetValues } from "@/features/create-asset/create-asset.schema";
import { mintedToken, type MintedToken } from "@/features/create-asset/hooks/mint-event";

type AssetInput = { values: CreateAssetValues; collection: Collection };
type AssetCtx = TransactionCtx<AssetRef> & {
  draftId?: string;
  /** The token image drawn from the model when the creator gave none (null: none could be drawn). */
  poster?: ImageUpload | null;
  metadataId?: string;
  minted?: MintedToken;
};

const fileKey = (file: File | null) => (file ? `${file.name}:${file.size}:${file.lastModified}` : "");
const wrap = async <T>(promise: Promise<T>, message: (reason: string) => string) => {
  try {
    return await promise;
  } catch (error) {
    throw new Error(message(error instanceof Error ? error.message : String(error)));
  }
};

/** The metadata as the creator filled it in, with the drawn poster where they gave no image. */
const metadataOf = (values: CreateAssetValues, ctx: AssetCtx) =>
  toMetadataRequest({ ...values, image: values.image ?? ctx.poster ?? null });

/**
 * Creating an asset: draft → zip → glb → token image → metadata → createNFT → block → server
 * record. Without an image from the creator, the token image is the model as the Model View
 * frames it (spec section 3 Asset card: a card shows what the asset looks like).
 */
export function assetSteps(writer: StoreWriter): Step<AssetInput, AssetCtx>[] {
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
      label: "Preparing the token image",
      key: ({ values }) => `${fileKey(values.preview)}:${values.image?.key ?? ""}`,
      run: async ({ values }) => {
        if (values.image || !values.preview) return { poster: null };
        const png = await captureModelPoster(values.preview);
        return { poster: png ? await uploadImage(png) : null };
      },
    },
    {
      id: "metadata",
      label: "Storing the token metadata",
      key: ({ values }, ctx) => `${ctx.draftId}:${JSON.stringify(metadataOf(values, ctx))}`,
      run: async ({ values }, ctx) => ({
        metadataId: (await saveMetadata(ctx.draftId!, metadataOf(values, ctx))).metadataId,
      }),
    },
    ...transactionSteps<AssetInput, AssetRef, AssetCtx>(writer, {
      chainId: chainOf,
      sendKey: mintKey,
      call: ({ values, collection }, ctx) => ({
        functionName: "createNFT",
        args: [collection.address as Address, BigInt(values.supply), ctx.metadataId!, 0n],
      }),
      onReceipt: (receipt) => ({ minted: mintedToken(receipt) }),
      save: (input, txHash, ctx) => saveAsset({ draftId: ctx.draftId!, chainId: chainOf(input), txHash }),
      labels: { send: "Confirm the mint in your wallet", save: "Saving the asset" },
    }),
  ];
}
