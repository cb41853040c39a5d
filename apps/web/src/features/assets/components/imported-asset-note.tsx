import type { AssetDetails } from "@meshlink/domain/assets-api.types";

// An imported token's name, image and traits come from its tokenURI, read after the import
// (docs/decisions/019); until then the page shows placeholders, and this says why.
const METADATA_NOTES = {
  pending: "This token's metadata is still being read from its contract.",
  failed: "This token's metadata could not be read from its contract.",
  ready: null,
} as const;

/** An "Imported" badge for an asset whose collection was deployed outside MeshLink, with its metadata's state. */
export function ImportedAssetNote({ asset }: { asset: Pick<AssetDetails, "imported" | "metadataState"> }) {
  if (!asset.imported) return null;
  const note = asset.metadataState ? METADATA_NOTES[asset.metadataState] : null;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <span className="shrink-0 rounded-full bg-sky-500/10 px-2.5 py-0.5 text-xs font-semibold text-sky-800 dark:text-sky-200">
        Imported
      </span>
      {note ? (
        <p className={asset.metadataState === "failed" ? "text-red-700 dark:text-red-400" : "text-fg-muted"}>
          {note}
        </p>
      ) : null}
    </div>
  );
}
