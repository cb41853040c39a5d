import { INTEGRATION_PANEL_TEXTS } from "@meshlink/domain/messages/integration-panel";
import { addWalletRequestId } from "@meshlink/domain/user-settings.types";
import { offerAssetIdOf } from "@meshlink/domain/users-api.types";
import type { LightMyRequestResponse } from "fastify";
import type { Address } from "viem";
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildRiggedAnimatedTexturedModel } from "../testing/file-fixtures/build-test-models.ts";
import { encodePng } from "../testing/file-fixtures/encode-png.ts";
import { makeZipBytes } from "../testing/file-fixtures/make-zip.ts";
import { signedDownload } from "../testing/download-request.ts";
import { externalCollections } from "../testing/external-collections.ts";
import {
  ACTORS,
  type Actor,
  extraSession,
  type MarketPeople,
  marketPeople,
  requestAs,
  type SignedInActor,
  storeTx,
} from "../testing/market-actors.ts";
import {
  anyone,
  keeping,
  mutatingRoutes,
  only,
  permissionMatrix,
  signedIn,
  signedInReads,
} from "../testing/permission-matrix.ts";
import { newWallet, signInMessage, verifiedSignature } from "../testing/auth-test-kit.ts";
import { buildCatalogTestApp, type CatalogTestApp } from "../testing/catalog-test-kit.ts";
import { createDraft, multipartBody } from "../testing/files-test-kit.ts";

// Spec section 6 as a matrix: each route asked by anonymous, the asset's owner, another creator,
// the studio that proposes, another studio and an admin, on one real chain and app that move
// through the story (draft → mint → list → propose → accept → integrate) between the rows.

type Data = Record<string, string>;
const dataOf = (reply: LightMyRequestResponse) => reply.json<{ data: Data }>().data;
const studioOnly = { status: 403, error: INTEGRATION_PANEL_TEXTS.creatorUser };
const forgedDownload = { anonymous: { status: 401, error: "Invalid signature" } };
const chainId = 31337;
const SIGNED_IN = ACTORS.filter((actor): actor is SignedInActor => actor !== "anonymous");
const technicalDescription = { short: { rigged: true, animations: false, textures: true, polyCount: "2" } };
const listing = (txHash: string) => ({
  chainId,
  txHash,
  engines: [{ engineId: "unity", name: "Unity" }],
  technicalDescription,
});

describe("section 6: who may call each route that changes something, on real on-chain state", () => {
  const { check, covered } = permissionMatrix();
  let kit: CatalogTestApp;
  let people: MarketPeople;
  let as: ReturnType<typeof requestAs>;
  const collectionOf: Partial<Record<Actor, string>> = {};
  let draftId = "";
  let metadataId = "";
  let zip: Uint8Array;
  let asset = { _id: "", address: "", tokenId: "" };
  let listingId = "";
  let proposalId = "";

  beforeAll(async () => {
    kit = await buildCatalogTestApp();
    people = await marketPeople(kit);
    as = requestAs(kit, people);
    draftId = await createDraft(kit.app, people.owner.headers);
    zip = await makeZipBytes([{ name: "sword/README.txt", data: Buffer.from("source") }]);
  }, 60_000);
  afterAll(() => kit?.close());

  const post =
    (url: string, payload?: object, method: "POST" | "PATCH" = "POST") =>
    (actor: Actor) =>
      as(actor, { method, url, ...(payload ? { payload } : {}) });
  const get = (url: string) => (actor: Actor) => as(actor, { method: "GET", url });
  const upload = (url: string, file: Parameters<typeof multipartBody>[0]) => (actor: Actor) => {
    const body = multipartBody(file);
    return as(actor, { method: "POST", url, headers: body.headers, payload: body.payload });
  };
  const tx = (actor: Exclude<Actor, "anonymous">) => storeTx(kit, people[actor]);
  // Each actor signs for its own wallet; anonymous claims the owner's wallet with a key of its own.
  const download = async (actor: Actor) => {
    const signer = actor === "anonymous" ? privateKeyToAccount(generatePrivateKey()) : people[actor].account;
    const claimed = actor === "anonymous" ? people.owner.address : signer.address;
    const target = { collection: asset.address, tokenId: asset.tokenId };
    const payload = await signedDownload(kit.app, signer, target, claimed);
    return as(actor, { method: "POST", url: `/api/ipfs-archive-download/${asset.address}`, payload });
  };

  it("drafts and their files belong to the user who started them", async () => {
    await check("POST /api/asset-drafts", signedIn(201), post("/api/asset-drafts"));
    await check("GET /api/asset-drafts/{id}", only({ owner: 200 }), get(`/api/asset-drafts/${draftId}`));
    const glb = { bytes: await buildRiggedAnimatedTexturedModel(), filename: "sword.glb" };
    await check(
      "POST /api/model-preview-upload/{id}",
      only({ owner: 200 }),
      upload(`/api/model-preview-upload/${draftId}`, glb),
    );
    const archive = { bytes: zip, filename: "sword.zip", contentType: "application/zip" };
    await check(
      "POST /api/ipfs-archive-upload/{id}",
      only({ owner: 200 }),
      upload(`/api/ipfs-archive-upload/${draftId}`, archive),
    );
    await check(
      "GET /api/asset-drafts/{id}/archive",
      only({ owner: 200 }),
      get(`/api/asset-drafts/${draftId}/archive`),
    );
    const png = { bytes: encodePng(4, 4, [200, 30, 30, 255]), filename: "a.png", contentType: "image/png" };
    await check("POST /api/upload", signedIn(200), upload("/api/upload", png));
    const details = {
      name: "Crystal Sword",
      description: "A sword.",
      category: "weapons",
      properties: [],
      technicalDescription,
    };
    const metadata = keeping(post(`/api/asset-drafts/${draftId}/metadata`, details), (reply) => {
      metadataId = dataOf(reply).metadataId!;
    });
    await check("POST /api/asset-drafts/{id}/metadata", only({ owner: 200 }), metadata);
  });

  it("any signed-in user records their own collection; a mint only by its minter", async () => {
    const createCollection = async (actor: Actor) => {
      const name = `${actor} art`;
      const txHash = await tx(actor === "anonymous" ? "owner" : actor)("createCollection", [name, "ART", 1]);
      const payload = { chainId, txHash, name, symbol: "ART", type: "ERC721" };
      return as(actor, { method: "POST", url: "/api/collections", payload });
    };
    const keepCollection = keeping(createCollection, (reply, actor) => {
      collectionOf[actor] = dataOf(reply).address;
    });
    await check("POST /api/collections", signedIn(201), keepCollection);
    const minted = [collectionOf.owner as Address, 1n, metadataId, 500n] as const;
    const txHash = await tx("owner")("createNFT", minted);
    const mint = keeping(post("/api/assets", { draftId, chainId, txHash }), (reply) => {
      asset = dataOf(reply) as typeof asset;
    });
    await check("POST /api/assets", only({ owner: 201 }), mint);
    await check("POST /api/assets/list", anyone(200), post("/api/assets/list", {}));
    await check("POST /api/assets/facets", anyone(200), post("/api/assets/facets", {}));
    // Ownership ALL/CREATED/OWNED is the signed-in viewer's (spec section 2 "Browse").
    await check("POST /api/assets/list", signedIn(200), post("/api/assets/list", { ownership: "OWNED" }));
    await check(
      "POST /api/assets/facets",
      signedIn(200),
      post("/api/assets/facets", { ownership: "CREATED" }),
    );
    const someCollection = { optionIds: ["0b9a4c1e-5d1f-4c8e-9a57-3f2a9e6d7b10"] };
    await check(
      "POST /api/assets/facets/collections",
      anyone(200),
      post("/api/assets/facets/collections", someCollection),
    );
    await check(
      "POST /api/assets/facets/collections",
      signedIn(200),
      post("/api/assets/facets/collections", { ...someCollection, ownership: "OWNED" }),
    );
  });

  it("only the seller records a listing, its edit and its cancellation, from the seller's transactions", async () => {
    const token = [asset.address as Address, BigInt(asset.tokenId)] as const;
    const listed = keeping(
      post(
        "/api/listings",
        listing(await tx("owner")("listForSale", [...token, 1n, 750, 0n, people.owner.account.address])),
      ),
      (reply) => {
        listingId = dataOf(reply).listId!;
      },
    );
    await check("POST /api/listings", only({ owner: 201 }), listed);
    const edited = await tx("owner")("editListings", [
      BigInt(listingId),
      0n,
      people.owner.account.address,
      800,
    ]);
    await check(
      "PATCH /api/listings/{listingId}",
      only({ owner: 200 }),
      post(`/api/listings/${listingId}`, listing(edited), "PATCH"),
    );
    const cancelled = await tx("owner")("cancelListing", [BigInt(listingId)]);
    await check(
      "POST /api/listings/{listingId}/cancel",
      only({ owner: 200 }),
      post(`/api/listings/${listingId}/cancel`, { chainId, txHash: cancelled }),
    );

    const relisted = await post(
      "/api/listings",
      listing(await tx("owner")("listForSale", [...token, 1n, 750, 0n, people.owner.account.address])),
    )("owner");
    expect(relisted.statusCode, relisted.body).toBe(201);
    listingId = dataOf(relisted).listId!;
  });

  it("only studios propose, never the owner; creators and admins are told to be a studio", async () => {
    const propose = (actor: Actor) => {
      const offererCollectionAddress = collectionOf[actor] ?? collectionOf.studio;
      return post("/api/proposals", { assetId: asset._id, listingId, offererCollectionAddress })(actor);
    };
    const keepProposal = keeping(propose, (reply, actor) => {
      if (actor === "studio") proposalId = dataOf(reply)._id!;
    });
    const cells = { ...only({ studio: 201, other: 201 }), creator: studioOnly, admin: studioOnly };
    await check("POST /api/proposals", cells, keepProposal);
  });

  it("notifications are their recipient's own", async () => {
    await check("GET /api/notifications", signedIn(200), get("/api/notifications"));
    const countOf = async (actor: Actor) => dataOf(await get("/api/notifications/count")(actor)).count;
    expect([await countOf("owner"), await countOf("studio")]).toEqual([2, 0]);
    await check("GET /api/notifications/count", signedIn(200), get("/api/notifications/count"));
    const [first] = dataOf(await get("/api/notifications")("owner")).data as unknown as { _id: string }[];
    await check(
      "POST /api/notifications/{id}/read",
      only({ owner: 200 }, 404),
      post(`/api/notifications/${first!._id}/read`),
    );
    await check("POST /api/notifications/seen", signedIn(200), post("/api/notifications/seen"));
  });

  it("only the owner accepts, from the owner's approveListing", async () => {
    const approved = await tx("owner")("approveListing", [BigInt(listingId), people.studio.account.address]);
    await check(
      "POST /api/proposals/{id}/accept",
      only({ owner: 200 }),
      post(`/api/proposals/${proposalId}/accept`, { chainId, txHash: approved }),
    );
  });

  it("before the integration only the token's holder downloads the source archive", async () => {
    await check(
      "POST /api/ipfs-archive-download/{address}",
      only({ owner: 200, ...forgedDownload }),
      download,
    );
    expect((await download("owner")).rawPayload.equals(Buffer.from(zip))).toBe(true);
  });

  it("only the proposer records the executed integration, and may then download the source archive", async () => {
    const executed = await tx("studio")("executeListing", [
      BigInt(listingId),
      collectionOf.studio as Address,
    ]);
    await check(
      "POST /api/proposals/{id}/executed",
      only({ studio: 200 }),
      post(`/api/proposals/${proposalId}/executed`, { chainId, txHash: executed }),
    );
    await check(
      "POST /api/ipfs-archive-download/{address}",
      only({ owner: 200, studio: 200, ...forgedDownload }),
      download,
    );
  });

  it("only studios record their offers; only the owner authorizes and only the offeror accepts", async () => {
    await check("GET /api/assets/{assetId}/offers", anyone(200), get(`/api/assets/${asset._id}/offers`));
    const made = await tx("studio")("makeOffer", [
      offerAssetIdOf(asset._id),
      people.owner.account.address,
      collectionOf.studio as Address,
      asset.address as Address,
      BigInt(asset.tokenId),
      500,
    ]);
    let offerId = "";
    const record = keeping(post("/api/offers", { assetId: asset._id, chainId, txHash: made }), (reply) => {
      offerId = dataOf(reply).offerId!;
    });
    const cells = { ...only({ studio: 201 }), owner: studioOnly, creator: studioOnly, admin: studioOnly };
    await check("POST /api/offers", cells, record);
    const authorized = await tx("owner")("authorizeOffer", [BigInt(offerId)]);
    await check(
      "POST /api/offers/{offerId}/authorize",
      only({ owner: 200 }),
      post(`/api/offers/${offerId}/authorize`, { chainId, txHash: authorized }),
    );
    const accepted = await tx("studio")("acceptOffer", [BigInt(offerId)]);
    await check(
      "POST /api/offers/{offerId}/accept",
      only({ studio: 200 }),
      post(`/api/offers/${offerId}/accept`, { chainId, txHash: accepted }),
    );
  });

  it("session routes need a session; sign-in and registration routes are open to all", async () => {
    await check("POST /api/auth/me", signedIn(200), post("/api/auth/me"));
    await check("GET /api/collections/mine", signedIn(200), get("/api/collections/mine"));
    // Logging out ends the session it is made with: each actor uses a spare one.
    const logout = async (actor: Actor) => {
      const headers = actor === "anonymous" ? {} : await extraSession(kit, people[actor]);
      return as(actor, {
        method: "POST",
        url: "/api/auth/logout",
        headers,
        payload: { address: people.other.address },
      });
    };
    await check("POST /api/auth/logout", signedIn(200), logout);
    const { address } = people.owner;
    const signature = await verifiedSignature(kit.app, people.owner.account as unknown as PrivateKeyAccount);
    await check("POST /api/auth/login", anyone(200), post("/api/auth/login", { address, signature }));
    await check(
      "POST /api/auth/verify",
      anyone(400),
      post("/api/auth/verify", { message: "Sign me in", signature, address }),
    );
    const registration = { name: "Eve", email: "not-an-email", type: "studio", address, signature };
    await check("POST /api/auth/register", anyone(400), post("/api/auth/register", registration));
    await check(
      "POST /api/auth/verify-email",
      anyone(400),
      post("/api/auth/verify-email", { token: "x".repeat(43) }),
    );
    await check(
      "GET /api/auth/verify-email",
      anyone(400),
      get(`/api/auth/verify-email?token=${"x".repeat(43)}`),
    );
  });

  it("only an admin picks the home page's featured collections; anyone reads them", async () => {
    const pick = (actor: Actor) =>
      as(actor, { method: "PUT", url: "/api/featured", payload: { collectionIds: [] } });
    await check("PUT /api/featured", only({ admin: 200 }), pick);
    await check("GET /api/featured", anyone(200), get("/api/featured"));
    await check("GET /api/collections", anyone(200), get("/api/collections?sort=floor"));
  });

  it("the header search is open to all, signed in or not", async () => {
    await check("GET /api/search", anyone(200), get("/api/search?q=swrod"));
  });

  it("settings change only the caller's own record, and nobody else's image or wallet is theirs", async () => {
    const me = async (actor: SignedInActor) => dataOf(await post("/api/auth/me")(actor));
    const put = (url: string, payload: (actor: Actor) => object) => (actor: Actor) =>
      as(actor, { method: "PUT", url, payload: payload(actor) });
    const image = async (actor: SignedInActor, width: number, height: number) => {
      const bytes = encodePng(width, height, [20, 90, 200, 255]);
      const png = { bytes, filename: "a.png", contentType: "image/png" };
      return dataOf(await upload("/api/upload", png)(actor)).key!;
    };
    // Each actor's own square avatar and 7:1 banner; anonymous names the owner's.
    const avatarOf = {} as Record<Actor, string>;
    const bannerOf = {} as Record<Actor, string>;
    for (const actor of SIGNED_IN) {
      avatarOf[actor] = await image(actor, 8, 8);
      bannerOf[actor] = await image(actor, 14, 2);
    }
    avatarOf.anonymous = avatarOf.owner;
    bannerOf.anonymous = bannerOf.owner;
    const addWallet = (address: (actor: Actor) => PrivateKeyAccount) => async (actor: Actor) => {
      const wallet = address(actor);
      const userId = actor === "anonymous" ? people.owner.id : people[actor].id;
      const message = await signInMessage(kit.app, wallet, { requestId: addWalletRequestId(userId) });
      const payload = { message, signature: await wallet.signMessage({ message }), address: wallet.address };
      return as(actor, { method: "POST", url: "/api/users/me/addresses", payload });
    };
    const ownerWallet = people.owner.account as unknown as PrivateKeyAccount;

    await check(
      "PATCH /api/users/me",
      signedIn(200),
      post("/api/users/me", { description: "<p>Mine</p>" }, "PATCH"),
    );
    const renamed = (actor: Actor) => post("/api/users/me", { name: `${actor} renamed` }, "PATCH")(actor);
    await check("PATCH /api/users/me", signedIn(200), renamed);
    await check(
      "POST /api/users/me/verification-email",
      signedIn(200),
      post("/api/users/me/verification-email"),
    );
    const own = (images: Record<Actor, string>) => (actor: Actor) => ({ key: images[actor] });
    await check("PUT /api/users/me/avatar", signedIn(200), put("/api/users/me/avatar", own(avatarOf)));
    await check("PUT /api/users/me/banner", signedIn(200), put("/api/users/me/banner", own(bannerOf)));
    const ownersAvatar = () => ({ key: avatarOf.owner });
    await check(
      "PUT /api/users/me/avatar",
      only({ owner: 200 }, 400),
      put("/api/users/me/avatar", ownersAvatar),
    );
    await check(
      "POST /api/users/me/addresses",
      signedIn(201),
      addWallet(() => newWallet()),
    );
    await check(
      "POST /api/users/me/addresses",
      only({ owner: 200 }, 409),
      addWallet(() => ownerWallet),
    );
    const ownAddress = (actor: Actor) => ({
      address: actor === "anonymous" ? people.owner.address : people[actor].address,
    });
    await check(
      "PUT /api/users/me/default-address",
      signedIn(200),
      put("/api/users/me/default-address", ownAddress),
    );
    await check(
      "PUT /api/users/me/default-address",
      only({ owner: 200 }, 400),
      put("/api/users/me/default-address", () => ({ address: people.owner.address })),
    );

    for (const actor of SIGNED_IN) {
      expect(await me(actor), actor).toMatchObject({
        name: `${actor} renamed`,
        avatar: avatarOf[actor],
        banner: bannerOf[actor],
        address: people[actor].address,
      });
    }
  });

  it("only a wallet's own user searches and imports its collections", async () => {
    const relics = await externalCollections(kit.chain.connection, people.owner.account).deploy721(
      "Matrix Relics",
      "MXR",
    );
    const ownSearch = (actor: Actor) => {
      const account = actor === "anonymous" ? people.owner.address : people[actor].address;
      return post("/api/imports/collections/search", { chainId, account })(actor);
    };
    await check("POST /api/imports/collections/search", signedIn(200), ownSearch);
    const ownersSearch = post("/api/imports/collections/search", { chainId, account: people.owner.address });
    await check("POST /api/imports/collections/search", only({ owner: 200 }), ownersSearch);
    const ownersImport = { chainId, account: people.owner.address, collection: relics };
    await check(
      "POST /api/imports/collections",
      only({ owner: 201 }),
      post("/api/imports/collections", ownersImport),
    );
  });

  it("covers every route that changes something and every read that needs a session", async () => {
    const reads = await signedInReads(kit.app);
    expect(reads).toContain("GET /api/notifications");
    const routes = [...(await mutatingRoutes(kit.app)), ...reads];
    expect(routes.filter((route) => !covered.has(route))).toEqual([]);
  });
});
