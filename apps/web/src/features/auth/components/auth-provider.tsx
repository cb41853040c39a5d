import { useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import type { AuthState } from "@/features/auth/auth-state.types";
import { AuthContext } from "@/features/auth/hooks/auth-context";
import { clearSession } from "@/features/auth/session-storage";

/**
 * Owns the signed-in state. Sign-in with a wallet (connect, sign, verify) is not built yet, so
 * restoring a session always ends signed out; the wallet issue replaces `restoreSession`.
 */
export function AuthProvider({ children, initialState }: { children: ReactNode; initialState?: AuthState }) {
  const [auth, setAuth] = useState<AuthState>(initialState ?? { status: "loading" });

  useEffect(() => {
    if (initialState) return;
    let cancelled = false;
    void restoreSession().then((restored) => {
      if (!cancelled) setAuth(restored);
    });
    return () => {
      cancelled = true;
    };
  }, [initialState]);

  const logout = useCallback(() => {
    clearSession();
    setAuth({ status: "signed-out" });
  }, []);

  const value = useMemo(() => ({ auth, logout }), [auth, logout]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

// Restoring is asynchronous once it asks the wallet and /api/auth; today nothing can sign in.
function restoreSession(): Promise<AuthState> {
  return Promise.resolve({ status: "signed-out" });
}
