import { createContext } from "react";
import type { AuthState } from "@/features/auth/auth-state.types";

export type AuthContextValue = { auth: AuthState; logout: () => void };

export const AuthContext = createContext<AuthContextValue | null>(null);
