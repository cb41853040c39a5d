import { CID } from "multiformats/cid";
import { MetadataReadError } from "./metadata-read-error.ts";

/** Where a tokenURI's bytes are: a URL to fetch, or the bytes themselves (a data: URI). */
type TokenUriLocation = { kind: "url"; url: URL } | { kind: "data"; mediaType: string; bytes: Buffer };

/**
 * Reads a tokenURI (or a metadata `image`): `ipfs://{cid}/path` and `ipfs://ipfs/{cid}/path`
 * through `gatewayUrl` (ending with "/"), http(s) URLs as they are (fetch-bounded.ts decides which
 * may be fetched), and `data:` URIs in base64 or percent-encoded text, at most `maxBytes` once
 * decoded. Anything else is refused for good.
 */
export function locateTokenUri(uri: string, gatewayUrl: string, maxBytes: number): TokenUriLocation {
  const text = uri.trim();
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(text)?.[1]?.toLowerCase();
  if (scheme === "ipfs") return { kind: "url", url: ipfsUrl(text.slice("ipfs://".length), gatewayUrl) };
  if (scheme === "https" || scheme === "http") {
    if (!URL.canParse(text)) throw new MetadataReadError("not a valid URL", true);
    return { kind: "url", url: new URL(text) };
  }
  if (scheme === "data") return dataUri(text, maxBytes);
  throw new MetadataReadError(scheme ? `${scheme.slice(0, 20)}: URIs are not read` : "not a URI", true);
}

function ipfsUrl(rest: string, gatewayUrl: string): URL {
  const [cidText = "", ...segments] = rest
    .replace(/^ipfs\//i, "")
    .replace(/[?#].*$/, "")
    .split("/");
  try {
    CID.parse(cidText);
  } catch {
    throw new MetadataReadError("not a valid IPFS CID", true);
  }
  // Each segment re-encoded, and no dot segments, so the path stays under the CID on the gateway.
  const path = segments
    .filter((segment) => segment !== "")
    .map((segment) => encodeURIComponent(decoded(segment)));
  if (path.some((segment) => segment === "." || segment === "..")) {
    throw new MetadataReadError("not a valid IPFS path", true);
  }
  return new URL([cidText, ...path].join("/"), gatewayUrl);
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

// RFC 2397: data:[<mediatype>][;base64],<data>
function dataUri(text: string, maxBytes: number): TokenUriLocation {
  const comma = text.indexOf(",");
  if (comma < 0) throw new MetadataReadError("not a valid data: URI", true);
  // Base64 is 4/3 of its bytes and percent-encoding up to 3 times: longer text cannot fit.
  if (text.length - comma > maxBytes * 3 + 16)
    throw new MetadataReadError(`larger than ${maxBytes} bytes`, true);
  const params = text
    .slice("data:".length, comma)
    .split(";")
    .map((part) => part.trim().toLowerCase());
  const base64 = params.at(-1) === "base64";
  const mediaType = params[0] || "text/plain";
  const payload = text.slice(comma + 1);
  const bytes = base64
    ? Buffer.from(percentDecoded(payload).toString("latin1"), "base64")
    : percentDecoded(payload);
  if (bytes.length > maxBytes) throw new MetadataReadError(`larger than ${maxBytes} bytes`, true);
  return { kind: "data", mediaType, bytes };
}

// Byte by byte, as RFC 3986 means it: %XX is one byte, everything else is its UTF-8.
function percentDecoded(text: string): Buffer {
  const raw = Buffer.from(text, "utf8");
  const out = Buffer.alloc(raw.length);
  let length = 0;
  for (let i = 0; i < raw.length; i++) {
    const hex = raw[i] === 0x25 && i + 2 < raw.length ? raw.toString("latin1", i + 1, i + 3) : "";
    if (/^[0-9a-f]{2}$/i.test(hex)) {
      out[length++] = parseInt(hex, 16);
      i += 2;
    } else {
      out[length++] = raw[i]!;
    }
  }
  return out.subarray(0, length);
}
