// Spec section 4 "Live connection" and section 9 WebSocket timings.
export const WS_CONNECT_TIMEOUT_MS = 5000;
const WS_RETRY_DELAY_MS = 3000;
export const WS_MAX_RETRIES = 5;

export const CONNECTION_STATUSES = ["disconnected", "connecting", "connected"] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

// After a close the client waits 3 s and tries again, at most 5 times; the counter resets on a
// successful open. Returns the delay before the next attempt, or null once the client gives up.
export const nextRetryDelay = (failedAttempts: number): number | null =>
  failedAttempts < WS_MAX_RETRIES ? WS_RETRY_DELAY_MS : null;
