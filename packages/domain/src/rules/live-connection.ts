import { nextRetryDelay, WS_CONNECT_TIMEOUT_MS, WS_MAX_RETRIES } from "../constants/live-connection.ts";

// Spec sections 4 and 9 "Live connection" as a pure reducer. The socket client feeds it events and
// arms the one timer `liveConnectionTimer` names; the reducer never touches a socket or a clock,
// which is what lets it be tested without fake timers.
// `retries` counts retries since the last successful open (it resets on open).
export type LiveConnectionState =
  | { status: "disconnected"; retries: number; retryPending: boolean }
  | { status: "connecting"; retries: number }
  | { status: "connected"; retries: 0 };

export type LiveConnectionEvent =
  | { type: "connect" } // start (sign-in, page load) or restart after giving up
  | { type: "opened" } // the socket's open event
  | { type: "openTimedOut" } // 5 s passed while connecting: the client closes the socket
  | { type: "closed" } // the socket's close event (after an error too)
  | { type: "retryDue" } // the 3 s retry delay passed
  | { type: "disconnect" }; // deliberate stop (sign-out, unmount): no retries

export const INITIAL_LIVE_CONNECTION: LiveConnectionState = {
  status: "disconnected",
  retries: 0,
  retryPending: false,
};

const afterClose = (retries: number): LiveConnectionState => ({
  status: "disconnected",
  retries,
  retryPending: nextRetryDelay(retries) !== null,
});

// Events that do not apply to the current state (a late close after a timeout, a retry timer that
// fired after a deliberate disconnect) leave it unchanged, so racing callbacks are harmless.
export const liveConnectionReducer = (
  state: LiveConnectionState,
  event: LiveConnectionEvent,
): LiveConnectionState => {
  switch (event.type) {
    case "connect":
      return state.status === "disconnected" ? { status: "connecting", retries: 0 } : state;
    case "opened":
      return state.status === "connecting" ? { status: "connected", retries: 0 } : state;
    case "openTimedOut":
      return state.status === "connecting" ? afterClose(state.retries) : state;
    case "closed":
      return state.status === "disconnected" ? state : afterClose(state.retries);
    case "retryDue":
      return state.status === "disconnected" && state.retryPending
        ? { status: "connecting", retries: state.retries + 1 }
        : state;
    case "disconnect":
      return INITIAL_LIVE_CONNECTION;
  }
};

type LiveConnectionTimer = { event: "openTimedOut" | "retryDue"; delayMs: number };

// The timer the client should have armed in this state (and cancel on any other).
export const liveConnectionTimer = (state: LiveConnectionState): LiveConnectionTimer | null => {
  if (state.status === "connecting") return { event: "openTimedOut", delayMs: WS_CONNECT_TIMEOUT_MS };
  if (state.status === "disconnected" && state.retryPending) {
    const delayMs = nextRetryDelay(state.retries);
    return delayMs === null ? null : { event: "retryDue", delayMs };
  }
  return null;
};

// After 5 failed retries the client stops until something calls "connect" again.
export const hasGivenUp = (state: LiveConnectionState): boolean =>
  state.status === "disconnected" && !state.retryPending && state.retries >= WS_MAX_RETRIES;
