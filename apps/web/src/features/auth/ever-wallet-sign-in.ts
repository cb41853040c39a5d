import { createEverscaleSignInMessage } from "@meshlink/domain/auth/everscale-sign-in-message";
import {
  EVERSCALE_WALLET_CONTRACTS,
  type EverscaleWalletContract,
} from "@meshlink/domain/auth/everscale-wallet-fields";
import { AUTH_ERRORS } from "@meshlink/domain/auth/auth-errors";
import { SIGN_IN_MAX_TTL_MS, SIGN_IN_STATEMENT, SIGN_IN_VERSION } from "@meshlink/domain/auth/sign-in-rules";
import { ERROR_MESSAGES } from "@meshlink/domain/messages/errors";
import type { Provider } from "everscale-inpage-provider";
import { SignInError } from "@/features/auth/sign-in-error";
import { signInWithSignedMessage, type SignInOutcome } from "@/features/auth/sign-in-flow";
import { connectEverWallet, signWithEverWallet } from "@/lib/wallet/ever-wallet";

const isSupported = (contractType: string): contractType is EverscaleWalletContract =>
  (EVERSCALE_WALLET_CONTRACTS as readonly string[]).includes(contractType);

/**
 * Spec section 4 "Wallet auth" with EVER Wallet (docs/decisions/022-everscale.md): the account the
 * wallet grants, then the sign-in every wallet goes through, with the Everscale sign-in message
 * signed by `signData` and sent to /verify beside the account's public key and wallet contract.
 */
export async function signInWithEverWallet(
  provider: Provider,
  now = () => new Date(),
): Promise<SignInOutcome> {
  const account = await connectEverWallet(provider).catch((cause: unknown) => {
    throw new SignInError(ERROR_MESSAGES.connectWalletFailed, { cause });
  });
  const { address, publicKey, contractType } = account;
  // Said before the wallet asks for a signature that could not sign in.
  if (!isSupported(contractType)) throw new SignInError(AUTH_ERRORS.unsupportedEverscaleWallet);

  return signInWithSignedMessage(address, async (nonce) => {
    const issuedAt = now();
    const message = createEverscaleSignInMessage({
      domain: window.location.host,
      uri: window.location.origin,
      address,
      statement: SIGN_IN_STATEMENT,
      version: SIGN_IN_VERSION,
      nonce,
      issuedAt,
      expirationTime: new Date(issuedAt.getTime() + SIGN_IN_MAX_TTL_MS),
    });
    const signature = await signWithEverWallet(provider, publicKey, message);
    return { walletKind: "everscale", message, signature, address, publicKey, contractType };
  });
}
