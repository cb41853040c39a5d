import type { CurrentUser } from "@meshlink/domain/auth/current-user.types";
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import type { AuthState } from "@/features/auth/auth-state.types";
import { AuthContext, type PendingRegistration } from "@/features/auth/hooks/auth-context";
import { useSignInOutcome, type WalletControls } from "@/features/auth/hooks/use-sign-in-outcome";
import { logOut } from "@/features/auth/log-out";
import { restoreSession } from "@/features/auth/restore-session";
import {
  adoptRememberedSession,
  followRememberedSession,
  readPendingRegistration,
  readStoredSession,
} from "@/features/auth/session-storage";
import { resumeWithStoredSignature } from "@/features/auth/login-with-signature";
import { toSessionUser } from "@/features/auth/session-user";

// wagmi, RainbowKit and the connectors load only once someone connects or a session needs them.
const WalletRuntime = lazy(async () => ({
  default: (await import("@/features/auth/components/wallet-runtime")).WalletRuntime,
}));

type AuthProviderProps = {
  children: ReactNode;
  initialState?: AuthState;
  /** The app's theme, so the wallet modal matches it. */
  walletTheme?: "light" | "dark";
};

/** Owns the signed-in state, the Auth modal's state and the lazily loaded wallet (spec section 4). */
export function AuthProvider({ children, initialState, walletTheme = "light" }: AuthProviderProps) {
  const [auth, setAuth] = useState<AuthState>(() => {
    // During the first render, before any child's request reads the token.
    adoptRememberedSession();
    // Without a stored session the visitor is signed out from the first render: the page is not
    // drawn a second time, for every reader of the session, once that is known.
    return initialState ?? (readStoredSession() ? { status: "loading" } : { status: "signed-out" });
  });
  const [pendingRegistration, setPendingRegistration] = useState<PendingRegistration | null>(
    readPendingRegistration,
  );
  const [authModalOpen, setAuthModalOpen] = useState(false);
  const [wrongSiteUrl, setWrongSiteUrl] = useState<string | null>(null);
  const [connectRequest, setConnectRequest] = useState(0);
  const wallet = useRef<WalletControls | null>(null);
  const walletWanted = connectRequest > 0 || readStoredSession() !== null || pendingRegistration !== null;

  useEffect(() => {
    if (initialState || !readStoredSession()) return;
    let cancelled = false;
    void restoreSession().then((restored) => {
      if (!cancelled) setAuth(restored);
    });
    return () => {
      cancelled = true;
    };
  }, [initialState]);

  // Another tab signed in, switched accounts or logged out: this tab follows.
  const followed = useRef(0);
  useEffect(
    () =>
      followRememberedSession(() => {
        const change = ++followed.current;
        setPendingRegistration(readPendingRegistration());
        if (!readStoredSession()) return setAuth({ status: "signed-out" });
        void restoreSession().then((restored) => {
          if (change === followed.current) setAuth(restored);
        });
      }),
    [],
  );

  const onOutcome = useSignInOutcome({
    setAuth,
    setPendingRegistration,
    setAuthModalOpen,
    setWrongSiteUrl,
  });

  const logout = useCallback(() => {
    const address = auth.status === "signed-in" ? auth.user.address : null;
    setAuth({ status: "signed-out" });
    setPendingRegistration(null);
    void logOut(address, wallet.current?.disconnect);
  }, [auth]);

  const authNow = useRef(auth);
  useEffect(() => {
    authNow.current = auth;
  }, [auth]);
  const onAccountChanged = useCallback(async () => {
    const current = authNow.current;
    if (current.status !== "signed-in") return;
    setAuth({ status: "signed-out" });
    await logOut(current.user.address);
  }, []);

  const resumeSignIn = useCallback(async () => {
    const session = await resumeWithStoredSignature();
    if (session) {
      setPendingRegistration(null);
      setAuth({ status: "signed-in", user: toSessionUser(session.user) });
    }
    return session !== null;
  }, []);

  const connectWallet = useCallback(() => setConnectRequest((count) => count + 1), []);

  // Only the same user: an answer that arrives after a logout or an account switch changes nothing.
  const updateUser = useCallback((user: CurrentUser) => {
    setAuth((current) =>
      current.status === "signed-in" && current.user.id === user._id
        ? { status: "signed-in", user: toSessionUser(user) }
        : current,
    );
  }, []);

  const value = useMemo(
    () => ({
      auth,
      pendingRegistration,
      connectWallet,
      completeSignIn: onOutcome,
      resumeSignIn,
      logout,
      updateUser,
      authModalOpen,
      setAuthModalOpen,
      wrongSiteUrl,
      setWrongSiteUrl,
    }),
    [
      auth,
      pendingRegistration,
      connectWallet,
      onOutcome,
      resumeSignIn,
      logout,
      updateUser,
      authModalOpen,
      wrongSiteUrl,
    ],
  );
  return (
    <AuthContext.Provider value={value}>
      {children}
      {walletWanted ? (
        <Suspense fallback={null}>
          <WalletRuntime
            connectRequest={connectRequest}
            onOutcome={onOutcome}
            onAccountChanged={onAccountChanged}
            controlsRef={wallet}
            theme={walletTheme}
          />
        </Suspense>
      ) : null}
    </AuthContext.Provider>
  );
}
