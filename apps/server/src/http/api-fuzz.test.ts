import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { ZApiErrorCode } from "@meshlink/domain/api-envelope";
import fc from "fast-check";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/database.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAuthTestApp } from "../testing/auth-test-kit.ts";
import { NUL_IN_TEXT } from "./refuse-nul-text.ts";
import { hostileText } from "../testing/json-schema-arbitrary.ts";
import {
  type FuzzMethod,
  type FuzzRequest,
  type OpenApiDocument,
  requestArbitraries,
} from "../testing/openapi-requests.ts";
import { walletSession } from "../testing/wallet-session.ts";

// Every route the server declares, fed requests generated from its own schemas (the OpenAPI
// document at /api/docs/json): valid and hostile path, query and body values, parser-breaking
// bodies and content types, raw URL escapes, with and without credentials. Whatever arrives, the
// answer is never a 5xx and every refusal is the envelope {status: "failed", error} (spec section 7).
// Seeded and bounded, so a run takes the same requests and a few tens of seconds.
const SEED = 20_261_121;
const RUNS = Number(process.env.FUZZ_RUNS ?? 1_500);

describe("every declared route, fuzzed from its schemas", () => {
  let app: FastifyInstance;
  let dir: string;
  let routes: { name: string; requests: fc.Arbitrary<FuzzRequest> }[];
  let authorization = "";

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "meshlink-fuzz-"));
    await writeFile(path.join(dir, "index.html"), "<!doctype html><title>MeshLink</title>");
    let db: Db;
    ({ app, db } = await buildAuthTestApp({
      DATA_DIR: dir,
      WEB_DIST: dir,
      AUTH_RATE_LIMIT_PER_MINUTE: "1000000",
      UPLOAD_RATE_LIMIT_PER_MINUTE: "1000000",
    }));
    const session = await walletSession(db, 1, { name: "Ada", type: "creator" });
    const document = (await app.inject({ method: "GET", url: "/api/docs/json" })).json<OpenApiDocument>();
    authorization = session.headers.authorization;
    routes = requestArbitraries(document, authorization);
  });
  afterAll(async () => {
    await app?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("declares the routes it fuzzes", () => {
    expect(routes.length).toBeGreaterThan(30);
  });

  it.each([
    ["a NUL byte in search", "POST", "/api/assets/list", { search: "sword\u0000" }, NUL_IN_TEXT],
    ["a non-UUID id in a body", "POST", "/api/assets/list", { userId: "not-a-uuid" }, "Expected a record id"],
    [
      "a non-UUID id in a path",
      "POST",
      "/api/notifications/not-a-uuid/read",
      undefined,
      "Expected a record id",
    ],
    [
      "%00 in a path",
      "GET",
      `/api/collections/a%00/${"0".repeat(8)}-0000-4000-8000-${"0".repeat(12)}`,
      undefined,
      NUL_IN_TEXT,
    ],
    ["a chain id past any column", "POST", "/api/assets/list", { chainIds: [2 ** 31] }, undefined],
    [
      "a browse cursor of another list",
      "POST",
      "/api/assets/list",
      { cursor: "WzEsMl0" },
      "Invalid page cursor",
    ],
    [
      "a browse cursor past any key",
      "POST",
      "/api/assets/list",
      {
        sort: "newest",
        cursor: Buffer.from('["newest",1e300,"00000000-0000-4000-8000-000000000000"]').toString("base64url"),
      },
      "Invalid page cursor",
    ],
    ["a price with three decimals", "POST", "/api/assets/facets", { priceMin: 1.234 }, undefined],
    ["a genre nobody offers", "POST", "/api/assets/facets", { genres: ["western"] }, undefined],
    ["a URL that does not decode", "POST", "/api/listings/%C0%AF/cancel", {}, undefined],
    ["a NUL byte in the header search", "GET", "/api/search?q=sword%00", undefined, NUL_IN_TEXT],
    ["a header search over 200 characters", "GET", `/api/search?q=${"a".repeat(201)}`, undefined, undefined],
    ["more header suggestions than 20", "GET", "/api/search?q=sword&limit=21", undefined, undefined],
    ["a NUL byte in a collection search", "GET", "/api/collections?search=dragon%00", undefined, NUL_IN_TEXT],
    [
      "a collections cursor of another list",
      "GET",
      `/api/collections?sort=volume&cursor=${Buffer.from('["x","y"]').toString("base64url")}`,
      undefined,
      "Invalid page cursor",
    ],
    [
      "a collections page past the counted rows",
      "GET",
      "/api/collections?page=101&perPage=100",
      undefined,
      undefined,
    ],
    ["a featured pick of a non-UUID", "PUT", "/api/featured", { collectionIds: ["x"] }, undefined],
  ] as const)("refuses %s with a 400 in the envelope", async (_, method, url, payload, error) => {
    const reply = await app.inject({ method, url, headers: { authorization }, ...(payload && { payload }) });
    expect(reply.statusCode, reply.body).toBe(400);
    expectRefusal(reply.body, reply.body);
    if (error) expect(reply.json<{ error: string }>().error).toBe(error);
  });

  it("answers every generated request below 500, refusals in the envelope", async () => {
    const anyPath = fc
      .tuple(
        // No HEAD: light-my-request never ends a HEAD answer streamed from a file (a listening
        // server does), so inject would report a hang that clients never see.
        fc.constantFrom<FuzzMethod>("GET", "POST", "DELETE", "OPTIONS"),
        fc.constantFrom("/", "/api/", "/ipfs/", "/cdn/images/", "/api/assets/", "/verify/"),
        hostileText,
      )
      .map(([method, prefix, rest]): FuzzRequest => ({
        method,
        url: `${prefix}${rest.replace(/[^\x21-\x22\x24-\x7e]/gu, escapeCharacter)}`,
        headers: {},
      }));
    const requests = fc.oneof(...routes.map((route) => route.requests), anyPath);
    await fc.assert(
      fc.asyncProperty(requests, async (request) => {
        const reply = await answerWithin(app.inject(request), request);
        const context = `${request.method} ${request.url} → ${reply.statusCode} ${reply.body.slice(0, 300)}`;
        expect(reply.statusCode, context).toBeLessThan(500);
        if (reply.statusCode >= 400 && request.method !== "HEAD") {
          expectRefusal(reply.body, context);
        }
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: process.env.FUZZ_NO_SHRINK === "1" },
    );
  }, 120_000);
});

// Characters a request target cannot carry raw, as a client escapes them (a lone surrogate as a
// NUL). `#` too: it starts a fragment, which clients never send (Node refuses it with a 400).
function escapeCharacter(character: string): string {
  try {
    return encodeURIComponent(character);
  } catch {
    return "%00";
  }
}

// A request that never answers is a failure too (a client would hang), named by its request.
const ANSWER_WITHIN_MS = 5_000;
async function answerWithin<T>(answer: Promise<T>, request: FuzzRequest): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new Error(`no answer within ${ANSWER_WITHIN_MS} ms: ${JSON.stringify(request).slice(0, 500)}`),
        ),
      ANSWER_WITHIN_MS,
    );
  });
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The failure envelope (spec section 7): `status: "failed"`, the error as text and a known code. */
function expectRefusal(body: string, context: string) {
  const parsed = JSON.parse(body) as { status?: unknown; error?: unknown; code?: unknown };
  expect(parsed.status, context).toBe("failed");
  expect(typeof parsed.error, context).toBe("string");
  expect(ZApiErrorCode.safeParse(parsed.code).success, `${context}: code ${String(parsed.code)}`).toBe(true);
}
