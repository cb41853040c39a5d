import { describe, expect, it } from "vitest";
import { createInProcessBus } from "./event-bus.ts";
import { createSocketHub, type HubSocket } from "./socket-hub.ts";

const socket = () => {
  const s: HubSocket & { received: string[]; closedWith: [number, string][] } = {
    readyState: 1,
    received: [],
    closedWith: [],
    send: (data) => void s.received.push(data),
    close: (code, reason) => void s.closedWith.push([code, reason]),
  };
  return s;
};

describe("socket hub", () => {
  it("closes the sockets of an ended session and keeps the user's other sessions", async () => {
    const bus = createInProcessBus();
    const hub = createSocketHub(bus);
    const [ended, otherTab] = [socket(), socket()];
    hub.add(ended, { userId: "ada", sessionId: "s1" });
    hub.add(otherTab, { userId: "ada", sessionId: "s2" });

    await bus.publish({ endedSessionId: "s1" });
    await bus.publish({ userId: "ada", message: { type: "AUTHENTICATED", userId: "ada" } });

    expect(ended.closedWith).toEqual([[1008, "Not signed in"]]);
    expect(otherTab.closedWith).toEqual([]);
    expect(otherTab.received).toHaveLength(1);
    hub.close();
  });
});
