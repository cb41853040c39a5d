// Settings copy the spec does not give (its section 8 has only "Image uploaded successfully!").
export const SETTINGS_TEXTS = {
  profileSaved: "Profile saved",
  saveFailed: "Saving your profile failed",
  verificationSent: (email: string) => `We sent a verification link to ${email}`,
  resendFailed: "The verification link could not be sent",
  walletAdded: "Wallet added",
  defaultChanged: "Default wallet changed",
  walletFailed: "Adding the wallet failed",
  noNewAccount:
    "Your wallet offered no account that isn't already yours. Choose another account for this site in your wallet, then try again.",
} as const;
