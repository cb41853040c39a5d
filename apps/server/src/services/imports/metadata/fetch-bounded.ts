import { lookup as dnsLookup } from "node:dns";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { MetadataReadError } from "./metadata-read-error.ts";
import { isPublicAddress } from "./public-address.ts";

/**
 * Where token metadata may be fetched from. Outside the local setup a tokenURI is any text its
 * deployer chose, so only https to public addresses is fetched, checked at connect time (a name
 * that resolves to a private address is refused, including after a redirect or a DNS change).
 */
export type FetchPolicy = {
  /** The local setup: http and loopback/private addresses are allowed (a developer's own servers). */
  allowLocalHosts: boolean;
  /** Origins fetched whatever their scheme and address: the configured IPFS gateway. */
  trustedOrigins: readonly string[];
};

export type FetchedBody = { contentType: string | undefined; body: AsyncIterable<Buffer> };

const MAX_REDIRECTS = 3;

/**
 * GET `url` within `policy`, following at most three redirects (each checked again). The body
 * yields at most `maxBytes` and fails past them; `signal` bounds the whole read, body included,
 * so a slow server is cut off rather than waited for. Nothing is decompressed (none is asked for).
 */
export async function fetchBounded(
  url: URL,
  policy: FetchPolicy,
  { maxBytes, signal, accept }: { maxBytes: number; signal: AbortSignal; accept: string },
): Promise<FetchedBody> {
  let current = url;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const response = await get(current, policy, { signal, accept });
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (status >= 300 && status < 400 && location) {
      response.destroy();
      current = new URL(location, current);
      continue;
    }
    if (status < 200 || status >= 300) {
      response.destroy();
      throw new MetadataReadError(`HTTP ${status} from ${current.host}`, isPermanentStatus(status));
    }
    const declared = Number(response.headers["content-length"]);
    if (declared > maxBytes) {
      response.destroy();
      throw new MetadataReadError(`larger than ${maxBytes} bytes`, true);
    }
    return { contentType: response.headers["content-type"], body: limited(response, maxBytes, signal) };
  }
  throw new MetadataReadError(`more than ${MAX_REDIRECTS} redirects`, true);
}

/** Every byte of a fetched body, within its limit. */
export async function readAll(body: FetchedBody["body"]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return Buffer.concat(chunks);
}

function get(url: URL, policy: FetchPolicy, options: { signal: AbortSignal; accept: string }) {
  const open = policy.allowLocalHosts || policy.trustedOrigins.includes(url.origin);
  const client = url.protocol === "https:" ? https : url.protocol === "http:" && open ? http : undefined;
  if (!client) throw new MetadataReadError(`${url.protocol} URLs are not fetched`, true);
  const literal = url.hostname.replace(/^\[|\]$/g, "");
  if (!open && isIP(literal) && !isPublicAddress(literal)) {
    throw new MetadataReadError(`${url.host} is not a public address`, true);
  }
  return new Promise<IncomingMessage>((resolve, reject) => {
    const request = client.get(
      url,
      {
        signal: options.signal,
        lookup: open ? undefined : publicLookup,
        headers: { accept: options.accept, "user-agent": "MeshLink token metadata reader" },
      },
      resolve,
    );
    request.on("error", (error) => reject(readError(error, options.signal)));
  });
}

// dns.lookup, keeping only public addresses; Node asks for all of them when it races IPv4 and IPv6.
const publicLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { all: true, family: options.family }, (error, addresses) => {
    if (error) return callback(error, "", 0);
    const allowed = addresses.filter((entry) => isPublicAddress(entry.address));
    const first = allowed[0];
    if (!first) {
      const refused = new MetadataReadError(`${hostname} is not a public address`, true);
      return callback(refused, "", 0);
    }
    if (options.all) return callback(null, allowed);
    callback(null, first.address, first.family);
  });
};

async function* limited(
  response: IncomingMessage,
  maxBytes: number,
  signal: AbortSignal,
): AsyncIterable<Buffer> {
  let size = 0;
  try {
    for await (const chunk of response as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) throw new MetadataReadError(`larger than ${maxBytes} bytes`, true);
      yield chunk;
    }
  } catch (error) {
    throw readError(error, signal);
  } finally {
    response.destroy();
  }
}

function readError(error: unknown, signal: AbortSignal | undefined): Error {
  if (error instanceof MetadataReadError) return error;
  if (signal?.aborted || (error as Error).name === "AbortError") return new MetadataReadError("timed out");
  return new MetadataReadError((error as Error).message.slice(0, 200));
}

// A 4xx says the request itself is wrong and asking again reads the same answer, except those that
// say "not now": a timeout, too early, too many requests (a host rate-limiting us, as busy IPFS
// gateways and image servers do). Those and every 5xx are tried again later.
const TRANSIENT_CLIENT_ERRORS = new Set([408, 425, 429]);
const isPermanentStatus = (status: number) =>
  status >= 400 && status < 500 && !TRANSIENT_CLIENT_ERRORS.has(status);
