// Messages of the /api/auth calls (docs/decisions/003-auth.md). Spec section 8 gives only the web's
// toasts; these are the server's answers, precise enough to tell each rejection apart.
export const AUTH_ERRORS = {
  invalidMessage: "Invalid sign-in message",
  addressMismatch: "Address does not match the signed message",
  wrongStatement: "Sign-in message has another statement",
  unsupportedVersion: "Unsupported sign-in message version",
  unsupportedChain: "Unsupported chain",
  issuedInFuture: "Sign-in message is issued in the future",
  expired: "Sign-in message has expired",
  notYetValid: "Sign-in message is not yet valid",
  invalidNonce: "Invalid nonce",
  // Also the answer to /login with an unknown, expired or revoked signature (code INVALID_SIGNATURE):
  // the web then clears the stored `login-signature` and signs again (spec section 4).
  invalidSignature: "Invalid signature",
  signatureCheckTimeout: "Could not check the wallet's signature in time, please try again",
  walletNotRegistered: "Wallet is not registered",
  notSignedIn: "Not signed in",
  emailTaken: "Email is already registered",
  walletTaken: "Wallet is already registered",
  invalidVerificationToken: "Invalid or expired verification link",
  // Everscale sign-in (docs/decisions/022-everscale.md).
  unsupportedEverscaleWallet:
    "Sign in with an EverWallet or WalletV3 account: other Everscale wallet types are not supported yet",
  addressNotOfPublicKey: "Address is not the wallet of this public key",
  // The Store and everything that writes to it are on EVM chains only.
  evmWalletRequired:
    "This needs an EVM wallet: sign in with one to use the Store (Everscale is coming later)",
} as const;

/**
 * A sign-in message whose domain, scheme or URI is not this deployment's PUBLIC_URL: the page was
 * opened at another address (127.0.0.1 for localhost, another port or scheme), where no signature
 * can sign in. The web says the same before asking the wallet (docs/decisions/003-auth.md).
 */
export const wrongSiteMessage = (publicUrl: string) => `Open MeshLink at ${publicUrl} to sign in`;
