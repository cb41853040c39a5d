import type { RealtimeEvent } from "@meshlink/domain/realtime-api.types";
import { describe, expect, it } from "vitest";
import { postgresServerUrl } from "../testing/postgres-server-url.ts";
import { createPostgresBus } from "./postgres-bus.ts";
import { createSocketHub, type HubSocket } from "./socket-hub.ts";

const serverUrl = postgresServerUrl();

const socket = () => {
  const received: string[] = [];
  const s: HubSocket & { received: string[] } = {
    readyState: 1,
    send: (data) => received.push(data),
    close: () => undefined,
    received,
  };
  return s;
};

describe("Postgres LISTEN/NOTIFY bus", () => {
  it("delivers an event published on one server to the user's sockets on another", async () => {
    const [one, two] = [createPostgresBus(serverUrl), createPostgresBus(serverUrl)];
    try {
      await Promise.all([one.ready(), two.ready()]);
      const [hubOne, hubTwo] = [createSocketHub(one), createSocketHub(two)];
      const [aliceOnTwo, aliceOnOne, bobOnTwo] = [socket(), socket(), socket()];
      hubTwo.add(aliceOnTwo, { userId: "alice", sessionId: "a2" });
      hubOne.add(aliceOnOne, { userId: "alice", sessionId: "a1" });
      hubTwo.add(bobOnTwo, { userId: "bob", sessionId: "b2" });
      const event: RealtimeEvent = { userId: "alice", message: { type: "AUTHENTICATED", userId: "alice" } };
      await one.publish(event);
      await expect.poll(() => aliceOnTwo.received.length).toBe(1);
      await expect.poll(() => aliceOnOne.received.length).toBe(1);
      expect(JSON.parse(aliceOnTwo.received[0]!)).toEqual(event.message);
      expect(bobOnTwo.received).toEqual([]);
      hubOne.close();
      hubTwo.close();
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});
