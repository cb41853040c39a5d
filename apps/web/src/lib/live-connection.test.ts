import type { ConnectionStatus } from "@meshlink/domain/constants/live-connection";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeWebSocket } from "@/lib/live-connection-fake-socket";
import { createLiveConnection, type LiveConnectionOptions } from "@/lib/live-connection";
import { liveConnectionUrl } from "@/lib/live-connection-url";

const sockets = () => FakeWebSocket.instances;
const lastSocket = () => FakeWebSocket.latest();

function connection(overrides: Partial<LiveConnectionOptions> = {}) {
  const logger = { warn: vi.fn() };
  const onMessage = vi.fn();
  const onStatusChange = vi.fn<(status: ConnectionStatus) => void>();
  const live = createLiveConnection({
    url: "ws://example.test/api/ws",
    token: "session-token",
    onMessage,
    onStatusChange,
    logger,
    createSocket: (url) => new FakeWebSocket(url) as unknown as WebSocket,
    ...overrides,
  });
  return { live, logger, onMessage, onStatusChange };
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.instances = [];
});
afterEach(() => {
  vi.useRealTimers();
});

describe("live connection url", () => {
  it("uses wss on an https page and ws otherwise", () => {
    expect(liveConnectionUrl({ protocol: "https:", host: "meshlink.io" })).toBe("wss://meshlink.io/api/ws");
    expect(liveConnectionUrl({ protocol: "http:", host: "localhost:5173" })).toBe(
      "ws://localhost:5173/api/ws",
    );
  });
});

describe("live connection", () => {
  it("connects, authenticates with the session token first and reports connected", () => {
    const onOpen = vi.fn();
    const { live, onStatusChange } = connection({ onOpen });
    live.connect();
    expect(live.status()).toBe("connecting");
    expect(lastSocket().url).toBe("ws://example.test/api/ws");

    lastSocket().serverOpens();
    expect(live.status()).toBe("connected");
    expect(lastSocket().sent[0]).toEqual({ type: "AUTHENTICATE", token: "session-token" });
    expect(onOpen).toHaveBeenCalledOnce();
    expect(onStatusChange.mock.calls.map(([status]) => status)).toEqual(["connecting", "connected"]);
  });

  it("sends messages once connected", () => {
    const { live } = connection();
    live.connect();
    lastSocket().serverOpens();
    expect(live.send({ type: "GET_NOTIFICATIONS" })).toBe(true);
    expect(lastSocket().sent[1]).toEqual({ type: "GET_NOTIFICATIONS" });
  });

  it("logs a warning instead of sending while not connected", () => {
    const { live, logger } = connection();
    live.connect();
    expect(live.send({ type: "GET_NOTIFICATIONS" })).toBe(false);
    expect(lastSocket().sent).toEqual([]);
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining("not connected"));
  });

  it("closes a socket that is not open within 5 s and retries 3 s later", () => {
    const { live } = connection();
    live.connect();
    vi.advanceTimersByTime(4999);
    expect(lastSocket().closeCalls).toBe(0);
    vi.advanceTimersByTime(1);
    expect(lastSocket().closeCalls).toBe(1);
    expect(live.status()).toBe("disconnected");

    vi.advanceTimersByTime(2999);
    expect(sockets()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets()).toHaveLength(2);
    expect(live.status()).toBe("connecting");
  });

  it("retries every 3 s after a close, 5 times, then gives up", () => {
    const { live, logger } = connection();
    live.connect();
    lastSocket().serverCloses();
    for (let retry = 1; retry <= 5; retry += 1) {
      vi.advanceTimersByTime(3000);
      expect(sockets()).toHaveLength(1 + retry);
      lastSocket().serverCloses();
    }
    vi.advanceTimersByTime(60_000);
    expect(sockets()).toHaveLength(6);
    expect(live.status()).toBe("disconnected");
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining("gave up"));
  });

  it("counts timeouts as failed attempts too", () => {
    const { live } = connection();
    live.connect();
    vi.advanceTimersByTime(6 * 5000 + 5 * 3000);
    expect(sockets()).toHaveLength(6);
    vi.advanceTimersByTime(60_000);
    expect(sockets()).toHaveLength(6);
    expect(live.status()).toBe("disconnected");
  });

  it("resets the retry counter on a successful open", () => {
    const { live } = connection();
    live.connect();
    lastSocket().serverCloses();
    for (let retry = 1; retry <= 4; retry += 1) {
      vi.advanceTimersByTime(3000);
      lastSocket().serverCloses();
    }
    vi.advanceTimersByTime(3000);
    lastSocket().serverOpens();
    expect(live.status()).toBe("connected");

    // Five fresh retries are available again after the drop.
    lastSocket().serverCloses();
    for (let retry = 1; retry <= 5; retry += 1) {
      vi.advanceTimersByTime(3000);
      lastSocket().serverCloses();
    }
    expect(sockets()).toHaveLength(6 + 5);
    vi.advanceTimersByTime(60_000);
    expect(sockets()).toHaveLength(11);
  });

  it("ignores a late close from a socket it already timed out", () => {
    const { live } = connection();
    live.connect();
    const first = lastSocket();
    vi.advanceTimersByTime(5000 + 3000);
    expect(live.status()).toBe("connecting");
    first.serverCloses();
    expect(live.status()).toBe("connecting");
    lastSocket().serverOpens();
    expect(live.status()).toBe("connected");
  });

  it("stops without retrying when the server ends the session", () => {
    const { live, onStatusChange } = connection();
    live.connect();
    lastSocket().serverOpens();

    lastSocket().serverCloses(1008);
    vi.advanceTimersByTime(60_000);

    expect(sockets()).toHaveLength(1);
    expect(live.status()).toBe("disconnected");
    expect(onStatusChange).toHaveBeenLastCalledWith("disconnected");
  });

  it("stops without retrying on disconnect", () => {
    const { live } = connection();
    live.connect();
    lastSocket().serverOpens();
    live.disconnect();
    expect(lastSocket().closeCalls).toBe(1);
    expect(live.status()).toBe("disconnected");
    vi.advanceTimersByTime(60_000);
    expect(sockets()).toHaveLength(1);
  });

  it("hands parsed server messages over and logs unknown ones", () => {
    const { live, onMessage, logger } = connection();
    live.connect();
    lastSocket().serverOpens();
    lastSocket().serverSends({ type: "ASSET_CHANGED", assetId: "asset-1", part: "offers" });
    expect(onMessage).toHaveBeenCalledWith({ type: "ASSET_CHANGED", assetId: "asset-1", part: "offers" });
    lastSocket().serverSends({ type: "SOMETHING_ELSE" });
    expect(onMessage).toHaveBeenCalledOnce();
    expect(logger.warn).toHaveBeenCalledWith("Live connection: unknown message", expect.any(String));
  });
});
