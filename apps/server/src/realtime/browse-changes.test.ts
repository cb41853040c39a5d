import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInWallet } from "../testing/auth-test-kit.ts";
import { type LiveClient, listeningLiveApp } from "../testing/live-sockets.ts";
import { announceBrowseChanged } from "./browse-changes.ts";
import { createInProcessBus, type EventBus } from "./event-bus.ts";

// The browse page's Live mode on a listening server, with real `ws` clients: who hears a change.

describe("BROWSE_CHANGED over GET /api/ws", () => {
  const bus = createInProcessBus();
  let live: Awaited<ReturnType<typeof listeningLiveApp>>;

  beforeAll(async () => {
    live = await listeningLiveApp(bus);
  });
  afterAll(() => live?.close());

  const connect = (...messages: object[]) => live.connect(...messages);
  // A message sent after the subscription is handled after it (the socket's queue is ordered):
  // the answer to GET_NOTIFICATIONS proves the subscription is in place.
  const settled = async (client: LiveClient) => {
    client.ws.send(JSON.stringify({ type: "GET_NOTIFICATIONS" }));
    await expect.poll(() => client.messages.map((m) => m.type)).toContain("GET_NOTIFICATIONS");
  };

  it("reaches a visitor who asked to watch, and signed-in watchers, not other sockets", async () => {
    const { token } = await signedInWallet(live.app);
    const visitor = await connect({ type: "WATCH_BROWSE" });
    const watcher = await connect({ type: "AUTHENTICATE", token }, { type: "WATCH_BROWSE" });
    const bell = await connect({ type: "AUTHENTICATE", token });
    await settled(watcher);
    await settled(bell);
    // The visitor's socket answers nothing, so its subscription is awaited through the bus.
    await expect
      .poll(async () => {
        await announceBrowseChanged({ bus });
        return visitor.messages.length;
      })
      .toBeGreaterThan(0);

    await announceBrowseChanged({ bus });

    // Both watchers hear every announcement made since they subscribed.
    const heard = (client: LiveClient) => client.messages.filter((m) => m.type === "BROWSE_CHANGED").length;
    await expect.poll(() => heard(watcher)).toBeGreaterThanOrEqual(2);
    await expect.poll(() => heard(visitor)).toBe(heard(watcher));
    expect(visitor.messages.every((m) => m.type === "BROWSE_CHANGED")).toBe(true);
    expect(bell.messages.map((m) => m.type)).not.toContain("BROWSE_CHANGED");
  });

  it("keeps a visitor's watching socket to browse changes: no notifications without a session", async () => {
    const visitor = await connect({ type: "WATCH_BROWSE" }, { type: "GET_NOTIFICATIONS" });
    await expect
      .poll(async () => {
        await announceBrowseChanged({ bus });
        return visitor.messages.length;
      })
      .toBeGreaterThan(0);
    expect(new Set(visitor.messages.map((m) => m.type))).toEqual(new Set(["BROWSE_CHANGED"]));
  });

  it("stops sending to a socket once it closed", async () => {
    const visitor = await connect({ type: "WATCH_BROWSE" });
    await expect
      .poll(async () => {
        await announceBrowseChanged({ bus });
        return visitor.messages.length;
      })
      .toBeGreaterThan(0);
    visitor.ws.close();
    await visitor.closed;
    const before = visitor.messages.length;
    await announceBrowseChanged({ bus });
    expect(visitor.messages).toHaveLength(before);
  });

  it("never throws when the bus fails: the write it follows stands", async () => {
    const warnings: string[] = [];
    const broken: EventBus = { ...bus, publish: () => Promise.reject(new Error("bus down")) };
    await expect(
      announceBrowseChanged({ bus: broken, log: { warn: (_details, message) => warnings.push(message) } }),
    ).resolves.toBeUndefined();
    expect(warnings).toEqual(["browse change not announced"]);
  });
});
