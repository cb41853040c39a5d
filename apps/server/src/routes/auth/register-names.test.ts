import { NAME_MESSAGES } from "@meshlink/domain/validation/display-name";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAuthTestApp, newWallet, registration, verifiedSignature } from "../../testing/auth-test-kit.ts";

// docs/decisions/010-stored-text.md: a name must look like what it is and not like anyone else's.
describe("POST /api/auth/register names", () => {
  let app: FastifyInstance;
  // The existing name every copy below is compared with.
  beforeAll(async () => {
    ({ app } = await buildAuthTestApp());
    expect((await register("Pixel Forge")).statusCode).toBe(201);
  });
  afterAll(() => app.close());

  async function register(name: string) {
    const wallet = newWallet();
    const signature = await verifiedSignature(app, wallet);
    return app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: registration(wallet, signature, { name }),
    });
  }

  it.each([
    ["one zero-width space", "\u200B"],
    ["a right-to-left override", "Ada \u202Eleaked"],
    ["a left-to-right isolate", "Ada\u2066"],
    ["a control character", "Ada\u0000"],
  ])("refuses %s with 400 and a clear message", async (_, name) => {
    const response = await register(name);
    expect(response.statusCode).toBe(400);
    const { error } = response.json<{ error: string }>();
    expect(error.includes(NAME_MESSAGES.hiddenCharacters) || error.includes("Name is required"), error).toBe(
      true,
    );
  });

  it("stores the NFKC form with single spaces", async () => {
    const response = await register("  Ｖｏｘｅｌ   Works ");
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<{ data: { name: string } }>().data.name).toBe("Voxel Works");
  });

  it("registers a name nobody has", async () => {
    expect((await register("Quill Anvil")).statusCode).toBe(201);
  });

  it.each([
    ["the same name", "Pixel Forge"],
    ["another case", "PIXEL forge"],
    ["full-width letters", "Ｐｉｘｅｌ Ｆｏｒｇｅ"],
    ["Cyrillic look-alikes", "Pixel F\u043Er\u0261e"],
    ["a digit for a letter", "Pixel F0rge"],
    ["extra spaces", "Pixel   Forge"],
  ])("refuses a copy of an existing name: %s", async (_, name) => {
    const response = await register(name);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ status: "failed", error: NAME_MESSAGES.taken, code: "CONFLICT" });
  });

  it("lets a different name in", async () => {
    expect((await register("Pixel Forged Studio")).statusCode).toBe(201);
  });
});
