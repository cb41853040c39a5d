// Spec section 8 success toasts, verbatim.
export const SUCCESS_MESSAGES = {
  filesUploaded: "You have successfully uploaded the files!",
  assetListed: "You have successfully listed your asset!",
  listingEdited: "You have successfully edited your asset listing!",
  proposalSent: "You have successfully sent an integration proposal!",
  assetIntegrated: "You have successfully integrated the asset!",
  proposalAccepted: "You have successfully accepted an integration proposal!",
  imageUploaded: "Image uploaded successfully!",
} as const;
