import { generalCodeOf } from "@meshlink/domain/api-error-codes";
import { sampleUser } from "@meshlink/domain/entities/samples";
import { vi } from "vitest";

type Reply = { status?: number; body: unknown };
type Handler = (body: unknown) => Reply;
type FakeApiCall = { path: string; method: string; body: unknown; authorization: string | null };

/**
 * Stubs `fetch` with answers per "METHOD /path"; each route may list several answers, used in order
 * (the last one repeats). Records every call so tests can assert what was sent.
 */
export function fakeApi(routes: Record<string, Handler | Reply | Reply[]>) {
  const calls: FakeApiCall[] = [];
  const used = new Map<string, number>();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const method = init.method ?? "GET";
    const body: unknown = typeof init.body === "string" ? JSON.parse(init.body) : undefined;
    const authorization = new Headers(init.headers).get("Authorization");
    calls.push({ path, method, body, authorization });
    const key = `${method} ${path}`;
    const route = routes[key];
    if (!route) return Response.json({ status: "failed", error: `No fake for ${key}` }, { status: 404 });
    const count = used.get(key) ?? 0;
    used.set(key, count + 1);
    const reply =
      typeof route === "function"
        ? route(body)
        : Array.isArray(route)
          ? route[Math.min(count, route.length - 1)]!
          : route;
    await Promise.resolve();
    return Response.json(reply.body, { status: reply.status ?? 200 });
  });
  vi.stubGlobal("fetch", fetchMock);
  return { calls, paths: () => calls.map((call) => `${call.method} ${call.path}`) };
}

export const ok = (data: unknown): Reply => ({ body: { status: "success", data } });
/** A failure as the server answers it: the status's general code unless `extra` names a finer one. */
export const failed = (status: number, error: string, extra: Record<string, unknown> = {}): Reply => ({
  status,
  body: { status: "failed", error, code: generalCodeOf(status), ...extra },
});

export const TEST_ADDRESS = "0x70997970c51812dc3a010c7d01b50e0d17dc79c8";

/** A CurrentUser as /api/auth/* serves it: the sample user, signed in with the test wallet. */
export function currentUser(overrides: Record<string, unknown> = {}) {
  return {
    ...sampleUser({
      _id: "u1",
      address: TEST_ADDRESS,
      addresses: [{ address: TEST_ADDRESS }],
      defaultAdress: { address: TEST_ADDRESS },
    }),
    email: "ada@example.com",
    emailVerified: true,
    ...overrides,
  };
}
