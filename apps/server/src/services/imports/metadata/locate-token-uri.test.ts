import { describe, expect, it } from "vitest";
import { locateTokenUri } from "./locate-token-uri.ts";

const GATEWAY = "http://localhost:3000/ipfs/";
const CID = "bafkreihdwdcefgh4dqkjv67uzcmw7ojee6xedzdetojuzjevtenxquvyku";
const located = (uri: string, maxBytes = 1000) => locateTokenUri(uri, GATEWAY, maxBytes);

describe("locateTokenUri", () => {
  it("reads ipfs:// and ipfs://ipfs/ through the configured gateway, the path kept under the CID", () => {
    expect(located(`ipfs://${CID}`)).toEqual({ kind: "url", url: new URL(`${GATEWAY}${CID}`) });
    expect(located(`ipfs://ipfs/${CID}/1.json`)).toEqual({
      kind: "url",
      url: new URL(`${GATEWAY}${CID}/1.json`),
    });
    expect(located(`ipfs://QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG/a b.json`)).toEqual({
      kind: "url",
      url: new URL(`${GATEWAY}QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG/a%20b.json`),
    });
  });

  it("refuses an ipfs:// URI whose CID is not one or whose path leaves it", () => {
    expect(() => located("ipfs://../api/users")).toThrow("not a valid IPFS CID");
    expect(() => located(`ipfs://${CID}/%2e%2e/%2e%2e/api`)).toThrow("not a valid IPFS path");
  });

  it("takes http(s) URLs as they are and refuses other schemes for good", () => {
    expect(located("https://example.com/1.json")).toEqual({
      kind: "url",
      url: new URL("https://example.com/1.json"),
    });
    for (const uri of ["file:///etc/passwd", "ftp://example.com/x", "javascript:alert(1)", "1.json", ""]) {
      expect(() => located(uri)).toThrow(expect.objectContaining({ permanent: true }));
    }
  });

  it("decodes data: URIs in base64 and in percent-encoded or plain UTF-8 text", () => {
    const json = '{"name":"Crate ü"}';
    const base64 = `data:application/json;base64,${Buffer.from(json).toString("base64")}`;
    expect(located(base64)).toEqual({
      kind: "data",
      mediaType: "application/json",
      bytes: Buffer.from(json),
    });
    const percent = `data:application/json,${encodeURIComponent(json)}`;
    expect(located(percent)).toEqual({
      kind: "data",
      mediaType: "application/json",
      bytes: Buffer.from(json),
    });
    const utf8 = `data:application/json;utf8,${json}`;
    expect(located(utf8)).toMatchObject({ kind: "data", bytes: Buffer.from(json) });
    expect(located("data:,100%")).toMatchObject({ mediaType: "text/plain", bytes: Buffer.from("100%") });
  });

  it("refuses a data: URI larger than the limit once decoded", () => {
    const big = `data:application/json;base64,${Buffer.alloc(2000).toString("base64")}`;
    expect(() => located(big)).toThrow("larger than 1000 bytes");
    expect(() => located(`data:application/json,${"%41".repeat(1001)}`)).toThrow("larger than 1000 bytes");
  });
});
