// Spec section 2: the large viewer's three views; the selector appears only with file metadata.
export const ASSET_VIEWS = [
  { value: "nft", label: "Nft View" },
  { value: "model", label: "Model View" },
  { value: "archive", label: "Archive View" },
] as const;
