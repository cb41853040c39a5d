import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { AUTH_ERRORS } from "@meshlink/domain/auth/auth-errors";
import { requiredMessage, tooLongMessage, VALIDATION_MESSAGES } from "@meshlink/domain/messages/validation";
import { addWalletRequestId, SETTINGS_ERRORS } from "@meshlink/domain/user-settings.types";
import { NAME_MESSAGES } from "@meshlink/domain/validation/display-name";
import type { FastifyInstance } from "fastify";
import type { PrivateKeyAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodePng } from "../../testing/file-fixtures/encode-png.ts";
import type { Mail } from "../../mail/mailer.ts";
import { buildAuthTestApp, newWallet, signedInWallet, signInMessage } from "../../testing/auth-test-kit.ts";
import { multipartBody } from "../../testing/files-test-kit.ts";

type Me = {
  _id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  description: string | null;
  portfolio: string | null;
  avatar: string | null;
  avatarUrl: string | null;
  banner: string | null;
  bannerUrl: string | null;
  addresses: { address: string }[];
  defaultAdress: { address: string };
};

describe("settings: /api/users/me", () => {
  let app: FastifyInstance;
  let mails: Mail[];
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "meshlink-settings-"));
    ({ app, mails } = await buildAuthTestApp({ DATA_DIR: dataDir, UPLOAD_RATE_LIMIT_PER_MINUTE: "1000" }));
  });
  afterAll(async () => {
    await app?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function signedIn() {
    const { wallet, token } = await signedInWallet(app);
    const headers = { authorization: `Bearer ${token}` };
    const me = async () =>
      (await app.inject({ method: "POST", url: "/api/auth/me", headers })).json<{ data: Me }>().data;
    return { wallet, headers, me, id: (await me())._id };
  }
  type User = Awaited<ReturnType<typeof signedIn>>;

  const patch = (user: User, payload: object) =>
    app.inject({ method: "PATCH", url: "/api/users/me", headers: user.headers, payload });
  const put = (user: User, path: string, payload: object) =>
    app.inject({ method: "PUT", url: `/api/users/me/${path}`, headers: user.headers, payload });
  const tokenOf = (mail: Mail | undefined) => mail?.link?.split("/verify/")[1] ?? "";
  const verifyEmail = (token: string) =>
    app.inject({ method: "POST", url: "/api/auth/verify-email", payload: { token } });

  async function uploaded(user: User, width: number, height: number): Promise<string> {
    const body = multipartBody({
      bytes: encodePng(width, height, [40, 80, 160, 255]),
      filename: "image.png",
      contentType: "image/png",
    });
    const reply = await app.inject({
      method: "POST",
      url: "/api/upload",
      headers: { ...user.headers, ...body.headers },
      payload: body.payload,
    });
    if (reply.statusCode !== 200) throw new Error(reply.body);
    return reply.json<{ data: { key: string } }>().data.key;
  }

  describe("PATCH /api/users/me", () => {
    it("changes the fields sent and answers the user; the description is sanitised", async () => {
      const user = await signedIn();

      const reply = await patch(user, {
        name: "  Ada   Lovelace ",
        description:
          '<p>Makes <a href="https://x.example">swords</a><img src="x.png"> and <code>shields</code></p>',
        portfolio: "https://ada.example/work",
      });

      expect(reply.statusCode, reply.body).toBe(200);
      const expected = {
        name: "Ada Lovelace",
        description: "<p>Makes swords and shields</p>",
        portfolio: "https://ada.example/work",
      };
      expect(reply.json()).toMatchObject({ status: "success", data: expected });
      expect(await user.me()).toMatchObject(expected);
    });

    it("leaves unsent fields as they are and clears a description or portfolio sent empty", async () => {
      const user = await signedIn();
      await patch(user, { description: "<p>Hi</p>", portfolio: "https://ada.example" });
      const before = await user.me();

      const reply = await patch(user, { description: "", portfolio: "" });

      expect(reply.statusCode, reply.body).toBe(200);
      expect(await user.me()).toMatchObject({
        name: before.name,
        email: before.email,
        description: null,
        portfolio: null,
      });
    });

    it("refuses invalid fields with the spec's messages, each under its field", async () => {
      const user = await signedIn();

      const reply = await patch(user, {
        name: "   ",
        email: "not-an-email",
        portfolio: "http://plain.example",
        description: `<p>${"a".repeat(4001)}</p>`,
      });

      expect(reply.statusCode).toBe(400);
      const { fields } = reply.json<{ fields: Record<string, string[]> }>();
      const firstOf = Object.fromEntries(Object.entries(fields).map(([field, [first]]) => [field, first]));
      expect(firstOf).toEqual({
        name: requiredMessage("Name"),
        email: VALIDATION_MESSAGES.invalidEmail,
        portfolio: VALIDATION_MESSAGES.incorrectValue,
        description: tooLongMessage(4000),
      });
    });

    it("refuses a description whose formatting would not fit the stored field", async () => {
      const user = await signedIn();
      const reply = await patch(user, { description: "<p>ab</p>".repeat(700) });

      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toMatchObject({ fields: { description: [SETTINGS_ERRORS.descriptionTooLong] } });
    });

    it("refuses a name that reads the same as another user's, but not one's own in other case", async () => {
      const taken = await signedIn();
      await patch(taken, { name: "Studio Nine" });
      const user = await signedIn();

      const clash = await patch(user, { name: "STUDIO N\u0406NE" });
      const own = await patch(taken, { name: "studio nine" });

      expect(clash.statusCode).toBe(409);
      expect(clash.json()).toMatchObject({
        error: NAME_MESSAGES.taken,
        fields: { name: [NAME_MESSAGES.taken] },
      });
      expect(own.statusCode, own.body).toBe(200);
    });

    it("stores a new email unverified and mails it a link that verifies it", async () => {
      const user = await signedIn();
      const sent = mails.length;

      const reply = await patch(user, { email: " New.Address@Example.com " });

      expect(reply.json()).toMatchObject({
        data: { email: "new.address@example.com", emailVerified: false },
      });
      expect(mails.length).toBe(sent + 1);
      const mail = mails.at(-1);
      expect(mail?.to).toBe("new.address@example.com");
      expect((await verifyEmail(tokenOf(mail))).statusCode).toBe(200);
      expect(await user.me()).toMatchObject({ email: "new.address@example.com", emailVerified: true });
    });

    it("sends no mail when the email is unchanged, and refuses one another account has", async () => {
      const other = await signedIn();
      const user = await signedIn();
      const sent = mails.length;

      const same = await patch(user, { email: (await user.me()).email.toUpperCase() });
      const taken = await patch(user, { email: (await other.me()).email });

      expect(same.statusCode).toBe(200);
      expect(mails.length).toBe(sent);
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ fields: { email: [AUTH_ERRORS.emailTaken] } });
    });
  });

  describe("POST /api/users/me/verification-email", () => {
    it("mails a new link while the email is unverified, and refuses once it is verified", async () => {
      const user = await signedIn();
      const { email } = await user.me();

      const resent = await app.inject({
        method: "POST",
        url: "/api/users/me/verification-email",
        headers: user.headers,
      });

      expect(resent.json()).toEqual({ status: "success", data: { email } });
      expect(mails.at(-1)?.to).toBe(email);
      await verifyEmail(tokenOf(mails.at(-1)));
      const again = await app.inject({
        method: "POST",
        url: "/api/users/me/verification-email",
        headers: user.headers,
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ error: SETTINGS_ERRORS.emailAlreadyVerified });
    });
  });

  describe("PUT /api/users/me/avatar and /banner", () => {
    it("save an uploaded square avatar and a 7:1 banner, served by their keys", async () => {
      const user = await signedIn();
      const avatar = await uploaded(user, 64, 64);
      const banner = await uploaded(user, 700, 100);

      const savedAvatar = await put(user, "avatar", { key: avatar });
      const savedBanner = await put(user, "banner", { key: banner });

      expect(savedAvatar.statusCode, savedAvatar.body).toBe(200);
      expect(savedBanner.statusCode, savedBanner.body).toBe(200);
      expect(await user.me()).toMatchObject({
        avatar,
        avatarUrl: `/api/images/${avatar}`,
        banner,
        bannerUrl: `/api/images/${banner}`,
      });
    });

    it("refuse an image of another shape with a message saying which", async () => {
      const user = await signedIn();
      const wide = await uploaded(user, 300, 100);

      const avatar = await put(user, "avatar", { key: wide });
      const banner = await put(user, "banner", { key: wide });

      expect(avatar.statusCode).toBe(400);
      expect(avatar.json()).toMatchObject({ error: SETTINGS_ERRORS.avatarNotSquare });
      expect(banner.statusCode).toBe(400);
      expect(banner.json()).toMatchObject({ error: SETTINGS_ERRORS.bannerNotWide });
      expect(await user.me()).toMatchObject({ avatar: null, banner: null });
    });

    it("accept only the uploader's own image", async () => {
      const owner = await signedIn();
      const user = await signedIn();
      const theirs = await uploaded(owner, 64, 64);

      const reply = await put(user, "avatar", { key: theirs });
      const unknown = await put(user, "avatar", { key: "image-unknown" });

      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toMatchObject({ error: SETTINGS_ERRORS.unknownImage });
      expect(unknown.statusCode).toBe(400);
    });
  });

  describe("wallets", () => {
    const addWallet = async (
      user: User,
      wallet: PrivateKeyAccount,
      requestId = addWalletRequestId(user.id),
    ) => {
      const message = await signInMessage(app, wallet, { requestId });
      const signature = await wallet.signMessage({ message });
      return app.inject({
        method: "POST",
        url: "/api/users/me/addresses",
        headers: user.headers,
        payload: { message, signature, address: wallet.address },
      });
    };

    it("adds a wallet that signed a message naming this account, then makes it the default", async () => {
      const user = await signedIn();
      const wallet = newWallet();
      const address = wallet.address.toLowerCase();

      const added = await addWallet(user, wallet);
      const again = await addWallet(user, wallet);
      const chosen = await put(user, "default-address", { address: wallet.address });

      expect(added.statusCode, added.body).toBe(201);
      expect(added.json<{ data: Me }>().data.addresses).toEqual([
        { address: user.wallet.address.toLowerCase() },
        { address },
      ]);
      expect(again.statusCode).toBe(200);
      expect(chosen.statusCode, chosen.body).toBe(200);
      expect(await user.me()).toMatchObject({ address, defaultAdress: { address } });
    });

    it("refuses another user's wallet with 409", async () => {
      const owner = await signedIn();
      const user = await signedIn();

      const reply = await addWallet(user, owner.wallet);

      expect(reply.statusCode).toBe(409);
      expect(reply.json()).toMatchObject({ error: SETTINGS_ERRORS.walletOfAnotherUser });
    });

    it("refuses a plain sign-in, a message for another account and a signature by another key", async () => {
      const user = await signedIn();
      const other = await signedIn();
      const wallet = newWallet();

      const plain = await addWallet(user, wallet, "");
      const forOther = await addWallet(user, wallet, addWalletRequestId(other.id));
      const message = await signInMessage(app, wallet, { requestId: addWalletRequestId(user.id) });
      const forged = await app.inject({
        method: "POST",
        url: "/api/users/me/addresses",
        headers: user.headers,
        payload: { message, signature: await newWallet().signMessage({ message }), address: wallet.address },
      });

      expect([plain.statusCode, forOther.statusCode, forged.statusCode]).toEqual([400, 400, 400]);
      expect(plain.json()).toMatchObject({ error: SETTINGS_ERRORS.addWalletMessage });
      expect(forged.json()).toMatchObject({ error: AUTH_ERRORS.invalidSignature });
      expect((await user.me()).addresses).toHaveLength(1);
    });

    it("spends the nonce: the same signed message adds nothing twice", async () => {
      const user = await signedIn();
      const wallet = newWallet();
      const message = await signInMessage(app, wallet, { requestId: addWalletRequestId(user.id) });
      const payload = { message, signature: await wallet.signMessage({ message }), address: wallet.address };
      const send = () =>
        app.inject({ method: "POST", url: "/api/users/me/addresses", headers: user.headers, payload });

      expect((await send()).statusCode).toBe(201);
      const replay = await send();

      expect(replay.statusCode).toBe(400);
      expect(replay.json()).toMatchObject({ error: AUTH_ERRORS.invalidNonce });
    });

    it("makes default only one of the user's own wallets", async () => {
      const owner = await signedIn();
      const user = await signedIn();

      const reply = await put(user, "default-address", { address: owner.wallet.address });

      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toMatchObject({ fields: { address: [SETTINGS_ERRORS.walletNotYours] } });
      expect((await owner.me()).defaultAdress.address).toBe(owner.wallet.address.toLowerCase());
    });
  });
});

describe("settings: rate limit", () => {
  it("limits verification mails per client like the sign-in routes", async () => {
    const { app } = await buildAuthTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "3" });
    try {
      // Registration and login spend two of the three sign-in route calls, on their own routes.
      const { token } = await signedInWallet(app);
      const headers = { authorization: `Bearer ${token}` };
      const resend = () => app.inject({ method: "POST", url: "/api/users/me/verification-email", headers });
      const answers = [];
      for (let i = 0; i < 4; i += 1) answers.push((await resend()).statusCode);

      expect(answers).toEqual([200, 200, 200, 429]);
    } finally {
      await app.close();
    }
  });
});
