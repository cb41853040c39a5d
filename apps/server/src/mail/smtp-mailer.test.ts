import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../testing/build-test-app.ts";
import { startSmtpSink, type SmtpSink } from "../testing/smtp-sink.ts";
import { newWallet, PUBLIC_URL, registration, verifiedSignature } from "../testing/auth-test-kit.ts";

describe("registration mail with SMTP_URL", () => {
  let sink: SmtpSink;
  let app: FastifyInstance;
  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await buildTestApp({
      SMTP_URL: sink.url,
      PUBLIC_URL,
      MAIL_FROM: "MeshLink <no-reply@meshlink.test>",
    });
  });
  afterAll(async () => {
    await app.close();
    await sink.close();
  });

  it("sends the verification mail over SMTP, with a link that verifies the address", async () => {
    const wallet = newWallet();
    const signature = await verifiedSignature(app, wallet);
    const registered = await app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: registration(wallet, signature, { email: "smtp@example.com" }),
    });
    expect(registered.statusCode).toBe(201);

    expect(sink.mails).toHaveLength(1);
    const [mail] = sink.mails;
    expect(mail!.from).toBe("no-reply@meshlink.test");
    expect(mail!.to).toEqual(["smtp@example.com"]);
    // The text part is quoted-printable: undo its soft line breaks to read the link.
    const text = mail!.data.replace(/=\r?\n/g, "");
    const token = new RegExp(`${PUBLIC_URL}/verify/([A-Za-z0-9_-]{43})`).exec(text)?.[1] ?? "";
    const verified = await app.inject({ method: "POST", url: "/api/auth/verify-email", payload: { token } });
    expect(verified.json()).toMatchObject({ status: "success", data: { emailVerified: true } });
  });
});
