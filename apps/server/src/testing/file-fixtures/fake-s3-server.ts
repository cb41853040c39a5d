import { createHash, randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { readBody, serveHttp, type RunningServer } from "./serve-http.ts";

// An in-process stand-in for S3, path-style (`/{bucket}/{key}`), speaking the REST wire format of
// the calls the S3 blob store makes (https://docs.aws.amazon.com/AmazonS3/latest/API/):
// PutObject, GetObject (Range → 206 with Content-Range, 416 InvalidRange), HeadObject (404 with no
// body), DeleteObject (204, also for a missing key), errors as <Error><Code>…</Code></Error> XML,
// and multipart uploads with S3's 5 MiB minimum for every part but the last. Signatures are not
// checked, only that the request is signed.

export const S3_MIN_PART_SIZE = 5 * 1024 * 1024;

type StoredObject = { bytes: Buffer; etag: string; modified: Date };
type PendingUpload = { key: string; parts: Map<number, { bytes: Buffer; etag: string }> };

export type FakeS3 = RunningServer & {
  bucket: string;
  objects: Map<string, StoredObject>;
  /** Multipart uploads started and neither completed nor aborted. */
  uploads: Map<string, PendingUpload>;
  /** Calls answered so far: "CreateMultipartUpload", "UploadPart 2", "AbortMultipartUpload"… */
  calls: string[];
  /** Answers 500 InternalError, every time, to the calls it names (as `calls` writes them). */
  failing: Set<string>;
};

const md5 = (bytes: Buffer) => `"${createHash("md5").update(bytes).digest("hex")}"`;

function sendError(response: ServerResponse, status: number, code: string, message: string) {
  response.writeHead(status, { "content-type": "application/xml" });
  response.end(
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message>` +
      `<RequestId>${randomUUID()}</RequestId></Error>`,
  );
}

function sendXml(response: ServerResponse, xml: string) {
  response.writeHead(200, { "content-type": "application/xml" });
  response.end(`<?xml version="1.0" encoding="UTF-8"?>\n${xml}`);
}

export async function startFakeS3(bucket = "meshlink-test"): Promise<FakeS3> {
  const objects = new Map<string, StoredObject>();
  const uploads = new Map<string, PendingUpload>();
  const calls: string[] = [];
  const failing = new Set<string>();

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? "/", "http://s3.local");
    const [, urlBucket = "", ...rest] = url.pathname.split("/");
    const key = decodeURIComponent(rest.join("/"));
    if (!request.headers.authorization?.startsWith("AWS4-HMAC-SHA256")) {
      return sendError(response, 403, "AccessDenied", "Access Denied");
    }
    if (urlBucket !== bucket)
      return sendError(response, 404, "NoSuchBucket", "The specified bucket does not exist");
    const uploadId = url.searchParams.get("uploadId");
    const method = request.method ?? "GET";
    const call = callName(method, url);
    calls.push(call);
    if (failing.has(call)) {
      await readBody(request);
      return sendError(response, 500, "InternalError", "We encountered an internal error. Please try again.");
    }

    if (method === "POST" && url.searchParams.has("uploads")) {
      const id = randomUUID();
      uploads.set(id, { key, parts: new Map() });
      return sendXml(
        response,
        `<InitiateMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${key}</Key><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`,
      );
    }
    if (uploadId !== null) {
      const upload = uploads.get(uploadId);
      if (!upload) return sendError(response, 404, "NoSuchUpload", "The specified upload does not exist");
      if (method === "PUT") {
        const bytes = await readBody(request);
        const etag = md5(bytes);
        upload.parts.set(Number(url.searchParams.get("partNumber")), { bytes, etag });
        response.writeHead(200, { etag });
        return void response.end();
      }
      if (method === "DELETE") {
        uploads.delete(uploadId);
        response.writeHead(204);
        return void response.end();
      }
      return completeUpload(request, response, uploadId, upload);
    }

    const stored = objects.get(key);
    if (method === "PUT") {
      const bytes = await readBody(request);
      const etag = md5(bytes);
      objects.set(key, { bytes, etag, modified: new Date() });
      response.writeHead(200, { etag });
      return void response.end();
    }
    if (method === "DELETE") {
      objects.delete(key);
      response.writeHead(204);
      return void response.end();
    }
    if (!stored) {
      if (method === "HEAD") {
        response.writeHead(404);
        return void response.end();
      }
      return sendError(response, 404, "NoSuchKey", "The specified key does not exist.");
    }
    return sendObject(request, response, stored);
  }

  async function completeUpload(
    request: IncomingMessage,
    response: ServerResponse,
    uploadId: string,
    upload: PendingUpload,
  ) {
    const xml = (await readBody(request)).toString("utf8");
    const listed = [...xml.matchAll(/<Part>(.*?)<\/Part>/gs)].map(([, part = ""]) => ({
      number: Number(/<PartNumber>(\d+)<\/PartNumber>/.exec(part)?.[1]),
      etag: (/<ETag>([^<]+)<\/ETag>/.exec(part)?.[1] ?? "").replaceAll("&quot;", '"'),
    }));
    const parts = listed.map(({ number, etag }) => {
      const part = upload.parts.get(number);
      return part?.etag === etag ? part : undefined;
    });
    if (listed.length === 0 || parts.some((part) => !part)) {
      return sendError(
        response,
        400,
        "InvalidPart",
        "One or more of the specified parts could not be found.",
      );
    }
    const found = parts as { bytes: Buffer; etag: string }[];
    if (found.slice(0, -1).some((part) => part.bytes.length < S3_MIN_PART_SIZE)) {
      return sendError(
        response,
        400,
        "EntityTooSmall",
        "Your proposed upload is smaller than the minimum allowed object size.",
      );
    }
    const bytes = Buffer.concat(found.map((part) => part.bytes));
    const etag = `"${createHash("md5")
      .update(Buffer.concat(found.map((part) => Buffer.from(part.etag.slice(1, -1), "hex"))))
      .digest("hex")}-${found.length}"`;
    objects.set(upload.key, { bytes, etag, modified: new Date() });
    uploads.delete(uploadId);
    return sendXml(
      response,
      `<CompleteMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${upload.key}</Key><ETag>${etag.replaceAll('"', "&quot;")}</ETag></CompleteMultipartUploadResult>`,
    );
  }

  const server = await serveHttp(handle);
  return { ...server, bucket, objects, uploads, calls, failing };
}

function callName(method: string, url: URL): string {
  if (url.searchParams.has("uploads")) return "CreateMultipartUpload";
  if (url.searchParams.has("uploadId")) {
    if (method === "PUT") return `UploadPart ${url.searchParams.get("partNumber")}`;
    return method === "DELETE" ? "AbortMultipartUpload" : "CompleteMultipartUpload";
  }
  const object: Record<string, string> = { PUT: "PutObject", DELETE: "DeleteObject", HEAD: "HeadObject" };
  return object[method] ?? "GetObject";
}

function sendObject(request: IncomingMessage, response: ServerResponse, stored: StoredObject) {
  const size = stored.bytes.length;
  const headers = {
    etag: stored.etag,
    "last-modified": stored.modified.toUTCString(),
    "accept-ranges": "bytes",
    "content-type": "application/octet-stream",
  };
  const range = /^bytes=(\d+)-(\d*)$/.exec(request.headers.range ?? "");
  if (request.headers.range && !range)
    throw new Error(`the fake S3 takes single ranges only: ${request.headers.range}`);
  if (!range) {
    response.writeHead(200, { ...headers, "content-length": size });
    return void response.end(request.method === "HEAD" ? undefined : stored.bytes);
  }
  const start = Number(range[1]);
  const end = Math.min(range[2] ? Number(range[2]) : size - 1, size - 1);
  if (start >= size)
    return sendError(response, 416, "InvalidRange", "The requested range is not satisfiable");
  response.writeHead(206, {
    ...headers,
    "content-length": end - start + 1,
    "content-range": `bytes ${start}-${end}/${size}`,
  });
  return void response.end(request.method === "HEAD" ? undefined : stored.bytes.subarray(start, end + 1));
}
