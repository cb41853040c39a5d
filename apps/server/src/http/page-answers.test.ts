import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { pageRequests } from "@meshlink/domain/page-requests";
import type { PageAnswer, PageRequest } from "@meshlink/domain/rules/page-answers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { createTestDb } from "../testing/create-test-db.ts";
import { assets, collections, users } from "../db/schema.ts";
import { answerPageRequests, embedPageAnswers } from "./page-answers.ts";

const APP_HTML = `<!doctype html><html><head><title>MeshLink</title></head><body><div id="root"></div></body></html>`;
const ADDRESS = `0x${"ab".repeat(20)}`;
const BREAKOUT = "</script><script>alert(1)</script>";

/** The answers block of a page, parsed; null when the page has none. */
function answersIn(html: string): PageAnswer[] | null {
  const block = /<script type="application\/json" id="page-answers">([^<]*)<\/script>/.exec(html);
  return block ? (JSON.parse(block[1]!) as PageAnswer[]) : null;
}

describe("answers in the page", () => {
  let webDist: string;
  let app: FastifyInstance;
  let closeDb: () => Promise<void>;

  beforeAll(async () => {
    webDist = await mkdtemp(path.join(os.tmpdir(), "meshlink-answers-"));
    await writeFile(path.join(webDist, "index.html"), APP_HTML);
    const database = await createTestDb();
    closeDb = () => database.close();
    app = await buildApp(loadConfig({ LOG_LEVEL: "silent", NODE_ENV: "test", WEB_DIST: webDist }), {
      database,
    });
    const { db } = database;
    const [owner] = await db
      .insert(users)
      .values({ name: "Ada", email: "ada@example.com", type: "creator", defaultAddress: ADDRESS })
      .returning();
    const [collection] = await db
      .insert(collections)
      .values({
        chainId: 31337,
        address: ADDRESS,
        name: "Crates",
        symbol: "X",
        ercType: "ERC721",
        userId: owner!.id,
        createdTx: "0xabcd",
      })
      .returning();
    const asset = (tokenId: string, name: string) => ({
      chainId: 31337,
      collectionId: collection!.id,
      collectionAddress: ADDRESS,
      tokenId,
      name,
      description: "",
      supply: "1",
      creatorUserId: owner!.id,
      mintedTx: `0x${tokenId}`,
    });
    await db.insert(assets).values([asset("1", "Supply Crate"), asset("2", BREAKOUT)]);
  });
  afterAll(async () => {
    await app?.close();
    await closeDb?.();
    await rm(webDist, { recursive: true, force: true });
  });

  /** The API's own answer to a request, as the browser would fetch it. */
  const fetched = async ({ method, url, body }: PageRequest) => {
    const response = await app.inject({
      method,
      url,
      ...(body === undefined ? {} : { payload: body as object }),
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: unknown }>().data;
  };

  it("puts the asset page's asset in its HTML, as the API answers it", async () => {
    const response = await app.inject({ method: "GET", url: `/asset/${ADDRESS}/1` });

    expect(response.statusCode).toBe(200);
    const answers = answersIn(response.body);
    expect(answers).toHaveLength(1);
    expect({ ...answers![0], answeredAt: 0 }).toEqual({
      answeredAt: 0,
      method: "GET",
      url: `/api/assets/${ADDRESS}/1`,
      data: await fetched({ method: "GET", url: `/api/assets/${ADDRESS}/1` }),
    });
    expect((answers![0]!.data as { name: string }).name).toBe("Supply Crate");
  });

  it.each(["/browse/assets", "/browse/assets?sort=price-asc&type=ERC721&chain=31337&own=OWNED&q=crate"])(
    "puts browse's grid and sidebar counts for %s in its HTML, for the same requests the page makes",
    async (url) => {
      const response = await app.inject({ method: "GET", url });

      const answers = answersIn(response.body);
      const [pathname, search = ""] = url.split("?");
      const requests = pageRequests(pathname!, new URLSearchParams(search));
      expect(answers!.map(({ data: _data, answeredAt: _at, ...request }) => request)).toEqual(requests);
      for (const [index, request] of requests.entries()) {
        expect(answers![index]!.data).toEqual(await fetched(request));
      }
    },
  );

  it("keeps a name that closes the script element inert in the page", async () => {
    const html = (await app.inject({ method: "GET", url: `/asset/${ADDRESS}/2` })).body;

    expect(html).not.toContain(BREAKOUT);
    expect(html.match(/<script\b/g)).toHaveLength(1);
    expect((answersIn(html)![0]!.data as { name: string }).name).toBe(BREAKOUT);
  });

  it.each([
    `/asset/${ADDRESS}/99`,
    "/asset/not-an-address/1",
    `/asset/${ADDRESS}/1/extra`,
    "/browse/collections",
    "/",
  ])("answers %s with the plain page when there is nothing to put in it", async (url) => {
    const response = await app.inject({ method: "GET", url });

    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(APP_HTML);
  });

  it("reads browse's address as the page does: unknown values are dropped, never a 400 or 500", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/browse/assets?chain=abc,99999999999&sort=zzz&min=-5&max=1e400&collection=not-a-uuid&type=ERC9",
    });

    expect(response.statusCode).toBe(200);
    const answers = answersIn(response.body);
    expect(answers!.map((answer) => answer.body)).toEqual(
      pageRequests("/browse/assets", new URLSearchParams()).map((request) => request.body),
    );
  });
});

describe("answering a page's requests", () => {
  /** A server with a route that answers only when the test releases it, and one that answers at once. */
  async function serverWithHeldRoute() {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const server = Fastify();
    server.get("/api/held", async () => {
      await released;
      return { status: "success", data: 1 };
    });
    server.get("/api/fast", () => ({ status: "success", data: 2 }));
    await server.ready();
    return { server, release };
  }
  const held = { method: "GET", url: "/api/held" } as const;
  const fast = { method: "GET", url: "/api/fast" } as const;
  const withoutTimes = (answers: PageAnswer[]) => answers.map(({ answeredAt: _at, ...answer }) => answer);

  it("leaves out an answer that is still running when the time is up", async () => {
    const { server, release } = await serverWithHeldRoute();
    try {
      const answers = await answerPageRequests(server, [held, fast], 500);

      expect(withoutTimes(answers)).toEqual([{ ...fast, data: 2 }]);
      expect(answers[0]!.answeredAt).toBeLessThanOrEqual(Date.now());
    } finally {
      release();
      await server.close();
    }
  });

  it("answers no more pages at once than it allows, counting each until its queries end", async () => {
    const { server, release } = await serverWithHeldRoute();
    try {
      const waiting = await Promise.all(
        Array.from({ length: 8 }, () => answerPageRequests(server, [held], 50)),
      );
      expect(waiting.flat()).toEqual([]);
      // Eight pages' queries still run: a ninth page goes out without its answers.
      expect(await answerPageRequests(server, [fast])).toEqual([]);

      release();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(withoutTimes(await answerPageRequests(server, [fast]))).toEqual([{ ...fast, data: 2 }]);
    } finally {
      release();
      await server.close();
    }
  });

  it("leaves out failures", async () => {
    const failing = Fastify();
    failing.get("/api/fails", () => {
      throw new Error("down");
    });
    failing.get("/api/error", () => ({ status: "error", error: "no" }));
    try {
      const answers = await answerPageRequests(failing, [
        { method: "GET", url: "/api/fails" },
        { method: "GET", url: "/api/error" },
        { method: "GET", url: "/api/missing" },
      ]);
      expect(answers).toEqual([]);
    } finally {
      await failing.close();
    }
  });

  it("embeds nothing when there is no answer", () => {
    expect(embedPageAnswers(APP_HTML, [])).toBe(APP_HTML);
  });
});
