import type { SignedIn } from "../services/auth/find-session.ts";

// setTimeout holds at most 2^31 − 1 ms (~24.8 days); a longer session is looked up again then.
const MAX_TIMER_MS = 2 ** 31 - 1;
// The database's clock decides expiry; if it is behind ours, look again a little later, not in a loop.
const MIN_RECHECK_MS = 1_000;

/**
 * Calls `onEnded` once the session behind a socket has expired or been revoked, by looking it up
 * again when it is due to expire. Logout closes sockets sooner, through the bus (socket-hub.ts).
 * Returns the function that stops watching.
 */
export function watchSessionExpiry(watch: {
  expiresAt: Date;
  stillSignedIn: () => Promise<SignedIn | null>;
  onEnded: () => void;
}): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const arm = (expiresAt: Date) => {
    const delay = Math.min(Math.max(expiresAt.getTime() - Date.now(), MIN_RECHECK_MS), MAX_TIMER_MS);
    timer = setTimeout(() => void check(), delay);
  };
  const check = async () => {
    const signedIn = await watch.stillSignedIn().catch(() => null);
    if (stopped) return;
    if (signedIn) arm(signedIn.expiresAt);
    else watch.onEnded();
  };
  arm(watch.expiresAt);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
