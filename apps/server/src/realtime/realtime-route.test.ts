import type { ServerMessage } from "@meshlink/domain/realtime-api.types";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import type { Db } from "../db/database.ts";
import { sessions } from "../db/schema.ts";
import { buildAuthTestApp, signedInWallet } from "../testing/auth-test-kit.ts";
import { findSession } from "../services/auth/find-session.ts";
import { hashSecret, randomToken } from "../services/auth/secrets.ts";

// The live connection on a listening server, with a real `ws` client: who may stay connected.

type Client = {
  ws: WebSocket;
  messages: ServerMessage[];
  closed: Promise<{ code: number; reason: string }>;
};

describe("GET /api/ws sign-in and sign-out", () => {
  let app: FastifyInstance;
  let db: Db;
  let baseUrl = "";
  const logLines: string[] = [];
  const clients: Client[] = [];

  beforeAll(async () => {
    const logStream = { write: (line: string) => void logLines.push(line) };
    ({ app, db } = await buildAuthTestApp({ LOG_LEVEL: "info" }, { logStream }));
    baseUrl = (await app.listen({ port: 0, host: "127.0.0.1" })).replace("http", "ws");
  });
  afterAll(async () => {
    for (const client of clients) client.ws.terminate();
    await app.close();
  });

  function connect(path = "/api/ws", firstMessage?: object): Client {
    const ws = new WebSocket(`${baseUrl}${path}`);
    const client: Client = {
      ws,
      messages: [],
      closed: new Promise((resolve) =>
        ws.once("close", (code, reason) => resolve({ code, reason: reason.toString("utf8") })),
      ),
    };
    clients.push(client);
    ws.on("message", (data: Buffer) =>
      client.messages.push(JSON.parse(data.toString("utf8")) as ServerMessage),
    );
    if (firstMessage) ws.once("open", () => ws.send(JSON.stringify(firstMessage)));
    return client;
  }
  const signedInSocket = async (token: string) => {
    const client = connect("/api/ws", { type: "AUTHENTICATE", token });
    await expect.poll(() => client.messages.map((m) => m.type)).toContain("AUTHENTICATED");
    return client;
  };
  const stillAnswers = async (client: Client) => {
    client.ws.send(JSON.stringify({ type: "GET_NOTIFICATIONS" }));
    await expect.poll(() => client.messages.map((m) => m.type)).toContain("GET_NOTIFICATIONS");
  };
  const login = async (address: string, signature: string) => {
    const reply = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { address, signature },
    });
    return reply.json<{ data: { token: string } }>().data.token;
  };

  it("signs a socket in with the session token in its first message", async () => {
    const { token } = await signedInWallet(app);
    await stillAnswers(await signedInSocket(token));
  });

  it("refuses a token on the URL, and no log line holds it", async () => {
    const { token } = await signedInWallet(app);

    const client = connect(`/api/ws?token=${token}`);

    expect((await client.closed).code).toBe(1008);
    expect(client.messages).toEqual([]);
    expect(logLines.some((line) => line.includes("/api/ws?token=[redacted]"))).toBe(true);
    expect(logLines.filter((line) => line.includes(token))).toEqual([]);
  });

  it("closes a socket whose first message is not the sign-in", async () => {
    const { token } = await signedInWallet(app);
    const client = connect("/api/ws", { type: "GET_NOTIFICATIONS" });
    expect(await client.closed).toEqual({ code: 1008, reason: "Not signed in" });
    client.ws.terminate();
    const late = connect("/api/ws", { type: "GET_NOTIFICATIONS" });
    late.ws.once("open", () => late.ws.send(JSON.stringify({ type: "AUTHENTICATE", token })));
    expect((await late.closed).code).toBe(1008);
    expect(late.messages).toEqual([]);
  });

  it("closes the sockets of a session at logout, and only those", async () => {
    const { wallet, signature, token } = await signedInWallet(app);
    const otherTab = await login(wallet.address, signature);
    const [leaving, staying] = [await signedInSocket(token), await signedInSocket(otherTab)];

    const logout = await app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { authorization: `Bearer ${token}` },
      payload: { address: wallet.address },
    });

    expect(logout.statusCode).toBe(200);
    expect(await leaving.closed).toEqual({ code: 1008, reason: "Not signed in" });
    await stillAnswers(staying);
  });

  it("closes a socket when its session expires", async () => {
    const { token: longLived } = await signedInWallet(app);
    const { user, address } = (await findSession({ db }, longLived))!;
    const token = randomToken();
    const expiresAt = new Date(Date.now() + 1_500);
    await db.insert(sessions).values({ tokenHash: hashSecret(token), userId: user._id, address, expiresAt });

    const client = await signedInSocket(token);

    expect(await client.closed).toEqual({ code: 1008, reason: "Not signed in" });
    expect(Date.now()).toBeGreaterThanOrEqual(expiresAt.getTime());
  });
});
