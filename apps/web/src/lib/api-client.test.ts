import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiRequest } from "@/lib/api-client";
import { ApiError } from "@/lib/api-error";

const fetchMock = vi.fn<typeof fetch>();

function respond(body: unknown, status = 200) {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  fetchMock.mockResolvedValueOnce(new Response(text, { status }));
}

function sentHeaders(): Headers {
  return fetchMock.mock.calls[0]![1]!.headers as Headers;
}

beforeEach(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe("apiRequest", () => {
  it("returns data from a success envelope", async () => {
    respond({ status: "success", data: { id: 1 } });
    await expect(apiRequest("/api/thing")).resolves.toEqual({ id: 1 });
    expect(fetchMock.mock.calls[0]![1]!.method).toBe("GET");
  });

  it("makes each request in a task of its own, not in the one that asked for it", async () => {
    respond({ status: "success", data: 1 });
    respond({ status: "success", data: 2 });
    const both = Promise.all([apiRequest("/api/a"), apiRequest("/api/b")]);
    await Promise.resolve();
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(both).resolves.toEqual([1, 2]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("parses a string data field as JSON (spec section 7)", async () => {
    respond({ status: "success", data: JSON.stringify({ items: [1, 2] }) });
    await expect(apiRequest("/api/assets/list", { body: {} })).resolves.toEqual({ items: [1, 2] });
  });

  it("keeps string data that is not JSON, and can skip parsing", async () => {
    respond({ status: "success", data: "nonce-abc" });
    await expect(apiRequest("/api/auth/nonce")).resolves.toBe("nonce-abc");
    respond({ status: "success", data: "12345678" });
    await expect(apiRequest("/api/auth/nonce", { parseStringData: false })).resolves.toBe("12345678");
  });

  it("sends the bearer token from sessionStorage when present", async () => {
    respond({ status: "success", data: null });
    await apiRequest("/api/x");
    expect(sentHeaders().has("Authorization")).toBe(false);

    sessionStorage.setItem("token", "t0k3n");
    respond({ status: "success", data: null });
    await apiRequest("/api/x");
    expect((fetchMock.mock.calls[1]![1]!.headers as Headers).get("Authorization")).toBe("Bearer t0k3n");
  });

  it("posts JSON bodies and passes FormData through", async () => {
    respond({ status: "success", data: null });
    await apiRequest("/api/auth/logout", { body: { address: "0xabc" } });
    expect(fetchMock.mock.calls[0]![1]!.method).toBe("POST");
    expect(fetchMock.mock.calls[0]![1]!.body).toBe('{"address":"0xabc"}');
    expect(sentHeaders().get("Content-Type")).toBe("application/json");

    const form = new FormData();
    respond({ status: "success", data: null });
    await apiRequest("/api/upload", { body: form });
    expect(fetchMock.mock.calls[1]![1]!.body).toBe(form);
    expect((fetchMock.mock.calls[1]![1]!.headers as Headers).has("Content-Type")).toBe(false);
  });

  it("throws ApiError with message and fields for status failed", async () => {
    respond({ status: "failed", error: "Validation failed", fields: { name: ["name is required"] } }, 400);
    const error = await apiRequest("/api/x").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: "Validation failed",
      httpStatus: 400,
      fields: { name: ["name is required"] },
    });
  });

  it("exposes the failure's code, to branch on without reading the message", async () => {
    respond({ status: "failed", error: "Wallet is not registered", code: "WALLET_NOT_REGISTERED" }, 404);
    await expect(apiRequest("/api/auth/verify", { body: {} })).rejects.toMatchObject({
      name: "ApiError",
      message: "Wallet is not registered",
      httpStatus: 404,
      code: "WALLET_NOT_REGISTERED",
    });

    respond({ status: false, error: "The chain indexer is behind", code: "UNAVAILABLE" }, 503);
    await expect(apiRequest("/api/x")).rejects.toMatchObject({ httpStatus: 503, code: "UNAVAILABLE" });
  });

  it("leaves out a code it does not know, and a missing one", async () => {
    respond({ status: "failed", error: "Slow down", code: "SOMETHING_NEWER" }, 400);
    const unknown = await apiRequest("/api/x").catch((caught: unknown) => caught);
    expect(unknown).toMatchObject({ message: "Slow down", httpStatus: 400 });
    expect((unknown as ApiError).code).toBeUndefined();

    respond("<html>Bad gateway</html>", 502);
    const bare = await apiRequest("/api/x").catch((caught: unknown) => caught);
    expect((bare as ApiError).code).toBeUndefined();
  });

  it("treats status Failed (any case) as an error even with HTTP 200", async () => {
    respond({ status: "Failed", error: "Login failed" });
    await expect(apiRequest("/api/auth/login", { body: {} })).rejects.toThrow("Login failed");
  });

  it("throws for status false from the server error handler", async () => {
    respond({ status: false, error: "boom" }, 500);
    await expect(apiRequest("/api/x")).rejects.toMatchObject({
      name: "ApiError",
      message: "boom",
      httpStatus: 500,
    });
  });

  it("throws a readable error for a non-JSON answer", async () => {
    respond("<html>Bad gateway</html>", 502);
    await expect(apiRequest("/api/x")).rejects.toThrow("Request failed (502)");
  });
});
