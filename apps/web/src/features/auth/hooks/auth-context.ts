import { createContext } from "react";
import type { CurrentUser } from "@meshlink/domain/auth/current-user.types";
import type { AuthState } from "@/features/auth/auth-state.types";
import type { SignInError } from "@/features/auth/sign-in-error";
import type { SignInOutcome } from "@/features/auth/sign-in-flow";

/** A wallet the server verified but that has no account yet: /register completes it. */
export type PendingRegistration = { address: string; signature: string };

export type AuthContextValue = {
  auth: AuthState;
  pendingRegistration: PendingRegistration | null;
  /** Opens the wallet modal (loading the wallet code first), or signs in an already connected wallet. */
  connectWallet: () => void;
  /** A sign-in made outside the wallet modal (EVER Wallet): signed in, the Auth modal, or a toast. */
  completeSignIn: (outcome: SignInOutcome | SignInError) => void;
  /** After email verification: log in with the stored signature; true when that worked. */
  resumeSignIn: () => Promise<boolean>;
  logout: () => void;
  /** After a settings change: the header shows the signed-in user's new name and avatar at once. */
  updateUser: (user: CurrentUser) => void;
  authModalOpen: boolean;
  setAuthModalOpen: (open: boolean) => void;
  /** PUBLIC_URL while the page, opened at another address, has been told to go there to sign in. */
  wrongSiteUrl: string | null;
  setWrongSiteUrl: (publicUrl: string | null) => void;
};

export const AuthContext = createContext<AuthContextValue | null>(null);
