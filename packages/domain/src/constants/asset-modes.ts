import { z } from "zod";

// Spec section 2: which modal the asset page opens.
export const ASSET_MODES = ["list", "edit", "read", "integrate", "traits"] as const;
export const ZAssetMode = z.enum(ASSET_MODES);
export type AssetMode = z.infer<typeof ZAssetMode>;

// Spec section 2: the large viewer's three views; the selector appears only with file metadata.
export const ASSET_VIEWS = [
  { value: "nft", label: "Nft View" },
  { value: "model", label: "Model View" },
  { value: "archive", label: "Archive View" },
] as const;
export const ZAssetView = z.enum(["nft", "model", "archive"]);
export type AssetView = z.infer<typeof ZAssetView>;
