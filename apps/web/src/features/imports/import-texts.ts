import { formatCount } from "@meshlink/domain/format/format-count";
import { IMPORT_SEARCH_CAP, type ImportSource } from "@meshlink/domain/imports-api.types";

// The spec names the import modal's empty state, its refusal and its failed search (messages in
// packages/domain); these are the rest of the card's and the modal's words.
export const IMPORT_TEXTS = {
  card: "Import Collection",
  cardHint: "Bring in an ERC-721 or ERC-1155 collection you deployed outside MeshLink.",
  title: "Import Collection",
  description: "Choose a wallet and a chain to list the collections it owns.",
  account: "Account",
  chain: "Chain",
  noChains: "No chain is available for imports right now.",
  truncated: `Only the first ${formatCount(IMPORT_SEARCH_CAP)} collections found are shown.`,
  import: "Import",
  importing: "Importing…",
  progress: "Import progress",
  backToList: "Back to the list",
  done: "Done",
  failedFallback: "The collection could not be imported.",
} as const;

export const importButtonLabel = (count: number) =>
  count === 0
    ? IMPORT_TEXTS.import
    : `${IMPORT_TEXTS.import} ${count} ${count === 1 ? "collection" : "collections"}`;

export const importedToast = (count: number) =>
  `${count} ${count === 1 ? "collection was" : "collections were"} imported. Their tokens appear as they are read.`;

export const importSummary = (done: number, failed: number) =>
  failed === 0 ? `${done} imported.` : `${done} imported, ${failed} failed.`;

export const SOURCE_LABELS: Record<ImportSource, string> = {
  chain: "Found on-chain",
  provider: "Found by the indexing provider",
  meshlink: "Known to MeshLink",
};

export const tokenCountText = (count: number | null) =>
  count === null ? null : `${formatCount(count)} ${count === 1 ? "token" : "tokens"}`;
