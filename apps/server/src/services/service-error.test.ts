import { describe, expect, it } from "vitest";
import { fieldRefusal, ServiceError } from "./service-error.ts";

describe("ServiceError", () => {
  it("takes its HTTP status from its code", () => {
    expect(new ServiceError("NOT_FOUND", "Asset not found")).toMatchObject({
      code: "NOT_FOUND",
      status: 404,
      message: "Asset not found",
    });
    expect(new ServiceError("WALLET_NOT_REGISTERED", "Wallet is not registered").status).toBe(404);
    expect(new ServiceError("UNAVAILABLE", "The chain indexer is behind").status).toBe(503);
  });

  it("carries no fields unless it is about one", () => {
    expect(new ServiceError("CONFLICT", "This collection is already recorded").fields).toBeUndefined();
    expect(fieldRefusal("CONFLICT", "email", "Email is already registered")).toMatchObject({
      status: 409,
      message: "Email is already registered",
      fields: { email: ["Email is already registered"] },
    });
  });
});
