import { queryOptions } from "@tanstack/react-query";
import { verifyEmail } from "@/features/auth/api/auth-api";

/**
 * POST /api/auth/verify-email for the link's token, then `resumeSignIn` with this tab's verified
 * wallet. The token is single use, so the answer is kept and never asked for again.
 */
export const verifyEmailQuery = (token: string, resumeSignIn: () => Promise<boolean>) =>
  queryOptions({
    queryKey: ["verify-email", token] as const,
    queryFn: async () => ({ verified: await verifyEmail(token), signedIn: await resumeSignIn() }),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
