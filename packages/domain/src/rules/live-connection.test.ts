import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CONNECTION_STATUSES, WS_MAX_RETRIES } from "../constants/live-connection.ts";
import {
  hasGivenUp,
  INITIAL_LIVE_CONNECTION,
  liveConnectionReducer,
  liveConnectionTimer,
  type LiveConnectionEvent,
  type LiveConnectionState,
} from "./live-connection.ts";

const run = (events: LiveConnectionEvent["type"][], from: LiveConnectionState = INITIAL_LIVE_CONNECTION) =>
  events.reduce((state, type) => liveConnectionReducer(state, { type }), from);

describe("liveConnectionReducer", () => {
  it("starts disconnected with nothing to wait for", () => {
    expect(INITIAL_LIVE_CONNECTION.status).toBe("disconnected");
    expect(liveConnectionTimer(INITIAL_LIVE_CONNECTION)).toBeNull();
  });

  it("connects, arming the 5 s open timeout", () => {
    const state = run(["connect"]);
    expect(state).toEqual({ status: "connecting", retries: 0 });
    expect(liveConnectionTimer(state)).toEqual({ event: "openTimedOut", delayMs: 5000 });
  });

  it("is connected once open, with no timer", () => {
    const state = run(["connect", "opened"]);
    expect(state).toEqual({ status: "connected", retries: 0 });
    expect(liveConnectionTimer(state)).toBeNull();
  });

  it("schedules a retry 3 s after a close", () => {
    const state = run(["connect", "opened", "closed"]);
    expect(state).toEqual({ status: "disconnected", retries: 0, retryPending: true });
    expect(liveConnectionTimer(state)).toEqual({ event: "retryDue", delayMs: 3000 });
  });

  it("treats an open timeout as a close, and ignores the late close event that follows", () => {
    const timedOut = run(["connect", "openTimedOut"]);
    expect(timedOut).toEqual({ status: "disconnected", retries: 0, retryPending: true });
    expect(run(["closed"], timedOut)).toBe(timedOut);
  });

  it("retries 5 times, then gives up with no timer", () => {
    const retry = ["retryDue", "closed"] as const;
    const state = run(["connect", "closed", ...retry, ...retry, ...retry, ...retry, ...retry]);
    expect(state).toEqual({ status: "disconnected", retries: 5, retryPending: false });
    expect(hasGivenUp(state)).toBe(true);
    expect(liveConnectionTimer(state)).toBeNull();
    expect(run(["retryDue"], state)).toBe(state);
  });

  it("resets the counter on a successful open", () => {
    const state = run(["connect", "closed", "retryDue", "closed", "retryDue", "opened"]);
    expect(state).toEqual({ status: "connected", retries: 0 });
    expect(run(["closed"], state)).toEqual({ status: "disconnected", retries: 0, retryPending: true });
  });

  it("can start again after giving up", () => {
    const gaveUp: LiveConnectionState = {
      status: "disconnected",
      retries: WS_MAX_RETRIES,
      retryPending: false,
    };
    expect(run(["connect"], gaveUp)).toEqual({ status: "connecting", retries: 0 });
  });

  it("stops retrying after a deliberate disconnect", () => {
    const state = run(["connect", "opened", "disconnect", "closed", "retryDue"]);
    expect(state).toEqual(INITIAL_LIVE_CONNECTION);
    expect(hasGivenUp(state)).toBe(false);
  });

  it("ignores events that do not apply", () => {
    const connected = run(["connect", "opened"]);
    expect(run(["connect", "opened", "openTimedOut", "retryDue"], connected)).toBe(connected);
    expect(run(["opened", "openTimedOut", "closed"])).toBe(INITIAL_LIVE_CONNECTION);
  });
});

describe("liveConnectionReducer, properties", () => {
  const eventsArb = fc.array(
    fc.constantFrom<LiveConnectionEvent["type"]>(
      "connect",
      "opened",
      "openTimedOut",
      "closed",
      "retryDue",
      "disconnect",
    ),
    { maxLength: 60 },
  );

  it("is always in exactly one status and never exceeds 5 retries", () => {
    fc.assert(
      fc.property(eventsArb, (events) => {
        let state = INITIAL_LIVE_CONNECTION;
        for (const type of events) {
          state = liveConnectionReducer(state, { type });
          expect(CONNECTION_STATUSES).toContain(state.status);
          expect(state.retries).toBeGreaterThanOrEqual(0);
          expect(state.retries).toBeLessThanOrEqual(WS_MAX_RETRIES);
          if (state.status === "connected") expect(state.retries).toBe(0);
        }
      }),
    );
  });

  it("never makes more than 6 attempts (first try and 5 retries) without an open", () => {
    fc.assert(
      fc.property(eventsArb, (events) => {
        let state = INITIAL_LIVE_CONNECTION;
        let attemptsSinceOpen = 0;
        for (const type of events) {
          const next = liveConnectionReducer(state, { type });
          if (type === "opened" || type === "connect" || type === "disconnect") attemptsSinceOpen = 0;
          if (next.status === "connecting" && state.status !== "connecting") attemptsSinceOpen += 1;
          expect(attemptsSinceOpen).toBeLessThanOrEqual(WS_MAX_RETRIES + 1);
          state = next;
        }
      }),
    );
  });

  it("asks for a timer exactly while connecting or waiting to retry", () => {
    fc.assert(
      fc.property(eventsArb, (events) => {
        const state = run(events);
        const waiting =
          state.status === "connecting" || (state.status === "disconnected" && state.retryPending);
        expect(liveConnectionTimer(state) !== null).toBe(waiting);
      }),
    );
  });
});
