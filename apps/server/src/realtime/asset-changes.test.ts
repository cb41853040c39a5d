import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInWallet } from "../testing/auth-test-kit.ts";
import { type LiveClient, listeningLiveApp } from "../testing/live-sockets.ts";
import { announceAssetChanged } from "./asset-changes.ts";
import { createInProcessBus, type EventBus } from "./event-bus.ts";

// An asset page's live part on a listening server, with real `ws` clients: who hears that an asset's
// offers or proposals changed, and that the socket carries signals, not data.

const SWORD = "0b5f8c9e-4a7d-4e21-9c3b-000000000001";
const SHIELD = "0b5f8c9e-4a7d-4e21-9c3b-000000000002";

describe("ASSET_CHANGED over GET /api/ws", () => {
  const bus = createInProcessBus();
  let live: Awaited<ReturnType<typeof listeningLiveApp>>;

  beforeAll(async () => {
    live = await listeningLiveApp(bus);
  });
  afterAll(() => live?.close());

  const connect = (...messages: object[]) => live.connect(...messages);
  const changed = (client: LiveClient) => client.messages.filter((m) => m.type === "ASSET_CHANGED");
  // A visitor's socket answers nothing, so its subscription is awaited through the bus.
  const subscribed = (client: LiveClient, assetId = SWORD) =>
    expect
      .poll(async () => {
        await announceAssetChanged({ bus }, [assetId], "offers");
        return changed(client).some((m) => "assetId" in m && m.assetId === assetId);
      })
      .toBe(true);

  it("reaches every visitor of the asset's page, signed in or not, and nobody else", async () => {
    const { token } = await signedInWallet(live.app);
    const visitor = await connect({ type: "WATCH_ASSET", assetId: SWORD });
    const member = await connect({ type: "AUTHENTICATE", token }, { type: "WATCH_ASSET", assetId: SWORD });
    const elsewhere = await connect({ type: "WATCH_ASSET", assetId: SHIELD });
    const bell = await connect({ type: "AUTHENTICATE", token });
    await subscribed(visitor);
    await subscribed(member);
    await subscribed(elsewhere, SHIELD);

    // Only "offers" were announced so far: the "proposals" ones are this announcement's.
    await announceAssetChanged({ bus }, [SWORD], "proposals");

    const proposals = (client: LiveClient) =>
      changed(client).filter((m) => "part" in m && m.part === "proposals");
    const expected = [{ type: "ASSET_CHANGED", assetId: SWORD, part: "proposals" }];
    await expect.poll(() => proposals(visitor)).toEqual(expected);
    await expect.poll(() => proposals(member)).toEqual(expected);
    expect(proposals(elsewhere)).toEqual([]);
    expect(changed(bell)).toEqual([]);
  });

  it("follows the page a socket is on: watching another asset stops the first", async () => {
    const client = await connect({ type: "WATCH_ASSET", assetId: SWORD });
    await subscribed(client);
    client.ws.send(JSON.stringify({ type: "WATCH_ASSET", assetId: SHIELD }));
    await subscribed(client, SHIELD);
    await announceAssetChanged({ bus }, [SWORD], "proposals");
    await announceAssetChanged({ bus }, [SHIELD], "proposals");
    const proposals = () => changed(client).filter((m) => "part" in m && m.part === "proposals");
    await expect.poll(proposals).toEqual([{ type: "ASSET_CHANGED", assetId: SHIELD, part: "proposals" }]);
  });

  it("refuses a watch that names no asset id, and stops sending to a closed socket", async () => {
    const { token } = await signedInWallet(live.app);
    const client = await connect({ type: "AUTHENTICATE", token }, { type: "WATCH_ASSET", assetId: "x" });
    await expect.poll(() => client.messages.map((m) => m.type)).toContain("ERROR");

    const visitor = await connect({ type: "WATCH_ASSET", assetId: SWORD });
    await subscribed(visitor);
    visitor.ws.close();
    await visitor.closed;
    const before = visitor.messages.length;
    await announceAssetChanged({ bus }, [SWORD], "offers");
    expect(visitor.messages).toHaveLength(before);
  });

  it("answers GET_NOTIFICATIONS with a signal to reload them, carrying no notifications", async () => {
    const { token } = await signedInWallet(live.app);
    const bell = await connect({ type: "AUTHENTICATE", token }, { type: "GET_NOTIFICATIONS" });
    await expect.poll(() => bell.messages.map((m) => m.type)).toContain("GET_NOTIFICATIONS");
    expect(bell.messages.find((m) => m.type === "GET_NOTIFICATIONS")).toEqual({ type: "GET_NOTIFICATIONS" });
  });

  it("never throws when the bus fails: the write it follows stands", async () => {
    const warnings: string[] = [];
    const broken: EventBus = { ...bus, publish: () => Promise.reject(new Error("bus down")) };
    const log = { warn: (_details: object, message: string) => warnings.push(message) };
    await expect(announceAssetChanged({ bus: broken, log }, [SWORD], "offers")).resolves.toBeUndefined();
    expect(warnings).toEqual(["asset change not announced"]);
  });
});
