// Spec section 8 error toasts, verbatim, typos included ("acceptiong"). Validation texts that
// section 8 repeats (image checks, "Collection is already imported") are in validation.ts.
export const ERROR_MESSAGES = {
  listingFailed: "There was an error while listing your asset",
  uploadFailed: "Upload failed",
  proposalFailed: "There has been an error while sending the integration proposal.",
  integrationFailed: "There has been an error while integrating the asset.",
  acceptProposalFailed: "There has been an error while acceptiong a proposal.",
  approveProposalFailed: "Approve proposal failed",
  // The mint event carried no token id.
  decodingError: "decoding error",
  noGameEngines: "No game engines found",
  fetchUserFailed: "Failed to fetch user data",
  connectWalletFailed: "Failed to connect wallet",
  saveSignatureFailed: "Failed to save signature",
  signMessageFailed: "Failed to sign message",
  loginFailed: "Login failed",
  notificationsCountFailed: "Getting new notifications count failed",
  notificationsFailed: "Getting notifications failed",
  createNotificationFailed: "Creating new notification failed",
  nftsFailed: "Getting NFTs failed",
  collectionsFailed: "Getting collections failed",
  // Unknown chain id: no marketplace address configured for it.
  noContractAddress: "No contract address found. Check .env for missing data",
} as const;

// Shown with window.alert, not a toast (spec section 8).
export const DOWNLOAD_FAILED_ALERT = "You are not authorized or download failed.";

export const ipfsUploadFailed = (reason: string): string => `IPFS upload failed: ${reason}`;
export const modelPreviewUploadFailed = (reason: string): string => `Model preview upload failed: ${reason}`;

// Error toasts show the error's own message, else the caller's fallback text (spec section 8).
export const errorMessageOf = (error: unknown, fallback: string): string => {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === "string" && error) return error;
  return fallback;
};
