import { ZAssetDetails } from "@meshlink/domain/assets-api.types";
import { VALIDATION_MESSAGES } from "@meshlink/domain/messages/validation";
import { INJECTION_CORPUS, UNSAFE_LINKS } from "@meshlink/domain/testing/injection-corpus";
import { RICH_TEXT_TAGS } from "@meshlink/domain/validation/sanitize-rich-text";
import type { Address } from "viem";
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildRiggedAnimatedTexturedModel } from "../../testing/file-fixtures/build-test-models.ts";
import { makeZipBytes } from "../../testing/file-fixtures/make-zip.ts";
import { storeActor } from "../../testing/store-actor.ts";
import { createDraft, multipartBody } from "../../testing/files-test-kit.ts";
import { journey } from "../../testing/journey.ts";
import { buildCatalogTestApp, type CatalogTestApp, walletUser } from "../../testing/catalog-test-kit.ts";

// docs/decisions/010-stored-text.md: every text a creator stores and others read passes the allow-list
// the web shows it through, whatever a client sends; social links are https only.

type Reply = { data: Record<string, unknown> & { address: string; tokenId: string }; error: string };

// The sanitiser escapes every '<' of text, so each '<' left must open a bare allowed tag.
const ALLOWED_TAG = new RegExp(`^</?(?:${RICH_TEXT_TAGS.join("|")})(?: /)?>$`);
function expectAllowListed(text: string) {
  for (const tag of text.match(/<[^>]*>?/g) ?? []) expect(tag, text).toMatch(ALLOWED_TAG);
}
const corpus = INJECTION_CORPUS.join("\n");

// Steps in order: the listing step lists the asset the step before it created.
journey("stored text, whatever the client sends", () => {
  let kit: CatalogTestApp;
  let creator: Awaited<ReturnType<typeof walletUser>>;
  beforeAll(async () => {
    kit = await buildCatalogTestApp();
    creator = await walletUser(kit, 1, "Payload Maker");
  });
  afterAll(() => kit?.close());

  const post = (url: string, payload: object) =>
    kit.app.inject({ method: "POST", url, headers: creator.headers, payload });
  const collectionBody = (txHash: string, name: string, fields: object = {}) => ({
    chainId: 31337,
    txHash,
    name,
    symbol: "PAY",
    type: "ERC721",
    ...fields,
  });
  let collection = "";
  let tokenId = "";

  it("keeps a collection description to the allow-list and its name as typed", async () => {
    const name = "<img src=x onerror=alert(1)//";
    const tx = await creator.send("createCollection", [name, "PAY", 1]);
    const reply = await post(
      "/api/collections",
      collectionBody(tx, name, {
        description: `<p>Kept <strong>bold</strong></p>${corpus}`,
        socials: [{ name: "WEBSITE", value: "https://example.com/crates" }],
      }),
    );
    expect(reply.statusCode, reply.body).toBe(201);
    const stored = reply.json<Reply>().data;
    collection = stored.address;
    expect(stored.name).toBe(name);
    expect(stored.description).toMatch(/^<p>Kept <strong>bold<\/strong><\/p>/);
    expectAllowListed(stored.description as string);
    expect(stored.social).toEqual([{ name: "WEBSITE", value: "https://example.com/crates" }]);
  });

  it.each(UNSAFE_LINKS)("refuses the social link %j with the spec's message", async (value) => {
    const reply = await post(
      "/api/collections",
      collectionBody(`0x${"1".repeat(64)}`, "Links", { socials: [{ name: "X", value }] }),
    );
    expect(reply.statusCode).toBe(400);
    expect(reply.json<Reply>().error).toContain(VALIDATION_MESSAGES.incorrectValue);
  });

  it("keeps an asset's description, About and Extended to the allow-list, in the catalog and on IPFS", async () => {
    const draftId = await createDraft(kit.app, creator.headers);
    const glb = await buildRiggedAnimatedTexturedModel();
    const zip = await makeZipBytes([{ name: "payload/readme.txt", data: Buffer.from(corpus) }]);
    for (const [url, file] of [
      [`/api/model-preview-upload/${draftId}`, { bytes: glb, filename: "payload.glb" }],
      [`/api/ipfs-archive-upload/${draftId}`, { bytes: zip, filename: "payload.zip" }],
    ] as const) {
      const body = multipartBody(file);
      const upload = await kit.app.inject({
        method: "POST",
        url,
        headers: { ...creator.headers, ...body.headers },
        payload: body.payload,
      });
      expect(upload.statusCode, upload.body).toBeLessThan(300);
    }
    const name = "<script>alert(1)</script> Box";
    const metadata = await post(`/api/asset-drafts/${draftId}/metadata`, {
      name,
      description: `> A **quoted** box & more\n\n${corpus}`,
      category: "props",
      properties: [{ name: "<style>body{display:none}</style>", value: "<img src=x onerror=alert(1)>" }],
      technicalDescription: {
        short: { polyCount: "<svg/onload=alert(1)>" },
        about: `<p>About</p>${corpus}`,
        extended: `<p>Extended</p>${corpus}`,
      },
    });
    expect(metadata.statusCode, metadata.body).toBe(200);
    const metadataId = metadata.json<{ data: { metadataId: string } }>().data.metadataId;
    const token = await kit.app.inject({ method: "GET", url: `/ipfs/${metadataId}` });
    expectAllowListed(token.json<{ description: string }>().description);

    const mintTx = await creator.send("createNFT", [collection, 1n, metadataId, 500n]);
    const created = await post("/api/assets", { draftId, chainId: 31337, txHash: mintTx });
    expect(created.statusCode, created.body).toBe(201);
    tokenId = created.json<Reply>().data.tokenId;
    const read = await kit.app.inject({ method: "GET", url: `/api/assets/${collection}/${tokenId}` });
    const asset = ZAssetDetails.parse(read.json<Reply>().data);
    expect(asset.name).toBe(name);
    expect(asset.description?.startsWith("> A **quoted** box & more\n\n")).toBe(true);
    expectAllowListed(asset.description ?? "");
    expect(asset.technicalDescription?.about).toMatch(/^<p>About<\/p>/);
    expectAllowListed(asset.technicalDescription?.about ?? "");
    expectAllowListed(asset.technicalDescription?.extended ?? "");
  });

  it("keeps the About and Extended a listing records to the allow-list", async () => {
    const actor = storeActor(kit.chain.connection, creator.account.address);
    const receipt = await actor.write("listForSale", [
      collection as Address,
      BigInt(tokenId),
      1n,
      750,
      0n,
      creator.account.address,
    ]);
    const listed = await post("/api/listings", {
      chainId: 31337,
      txHash: receipt.transactionHash,
      engines: [{ engineId: "godot", name: "Godot" }],
      technicalDescription: {
        short: { polyCount: "12" },
        about: `<p>Listed about</p>${corpus}`,
        extended: `Typed in a text area\n${corpus}`,
      },
    });
    expect(listed.statusCode, listed.body).toBe(201);
    const read = await kit.app.inject({ method: "GET", url: `/api/assets/${collection}/${tokenId}` });
    const { technicalDescription } = ZAssetDetails.parse(read.json<Reply>().data);
    expect(technicalDescription?.about).toMatch(/^<p>Listed about<\/p>/);
    expect(technicalDescription?.extended).toMatch(/^Typed in a text area\n/);
    expectAllowListed(technicalDescription?.about ?? "");
    expectAllowListed(technicalDescription?.extended ?? "");
  });
});
