import type { FastifyInstance } from "fastify";
import { createDraft, multipartBody } from "./files-test-kit.ts";
import { buildRiggedAnimatedTexturedModel } from "./file-fixtures/build-test-models.ts";
import { makeZipBytes } from "./file-fixtures/make-zip.ts";

// A creator's journey through the API with real transactions (spec section 4, "Create collection"
// and "Create asset"): the collection's createCollection and its record, then a draft with its
// files and metadata, createNFT and the asset's record. Each step's answer is returned to the test.

/** A signed-in creator whose `send` goes to the Store of chain `chainId` (catalog-test-kit's walletUser). */
type Creator = {
  headers: Record<string, string>;
  chainId: number;
  send: (functionName: "createCollection" | "createNFT", args: readonly unknown[]) => Promise<string>;
};

export const technicalDescription = {
  short: { rigged: true, animations: false, textures: true, polyCount: "2" },
};

/** createCollection, then POST /api/collections; the reply (201 on a first record). */
export async function recordCollection(app: FastifyInstance, user: Creator, name: string) {
  const txHash = await user.send("createCollection", [name, "JRN", 1]);
  return app.inject({
    method: "POST",
    url: "/api/collections",
    headers: user.headers,
    payload: { chainId: user.chainId, txHash, name, symbol: "JRN", type: "ERC721" },
  });
}

/** A draft with a preview, a source archive and metadata, minted by createNFT and recorded. */
export async function mintAsset(app: FastifyInstance, user: Creator, collection: string, name: string) {
  const draftId = await createDraft(app, user.headers);
  const glb = await buildRiggedAnimatedTexturedModel();
  const zip = await makeZipBytes([{ name: "model/model.glb", data: glb }]);
  for (const [url, body] of [
    [`/api/model-preview-upload/${draftId}`, multipartBody({ bytes: glb, filename: "model.glb" })],
    [
      `/api/ipfs-archive-upload/${draftId}`,
      multipartBody({ bytes: zip, filename: "model.zip", contentType: "application/zip" }),
    ],
  ] as const) {
    const upload = await app.inject({
      method: "POST",
      url,
      headers: { ...user.headers, ...body.headers },
      payload: body.payload,
    });
    if (upload.statusCode >= 300) throw new Error(`${url}: ${upload.statusCode} ${upload.body}`);
  }
  const metadata = await app.inject({
    method: "POST",
    url: `/api/asset-drafts/${draftId}/metadata`,
    headers: user.headers,
    payload: { name, description: name, category: "props", technicalDescription },
  });
  if (metadata.statusCode !== 200) throw new Error(`metadata: ${metadata.statusCode} ${metadata.body}`);
  const { metadataId } = metadata.json<{ data: { metadataId: string } }>().data;
  const txHash = await user.send("createNFT", [collection, 1n, metadataId, 500n]);
  const created = await app.inject({
    method: "POST",
    url: "/api/assets",
    headers: user.headers,
    payload: { draftId, chainId: user.chainId, txHash },
  });
  return { draftId, created };
}
