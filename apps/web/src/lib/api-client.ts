import { ZApiErrorCode } from "@meshlink/domain/api-error-codes";
import { SESSION_STORAGE_KEYS } from "@meshlink/domain/constants/session-storage";
import type { z } from "zod";
import { ApiError, type ApiFieldErrors } from "@/lib/api-error";

type ApiRequestOptions<T> = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** A plain object is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  /** Validates (and types) the envelope's `data`. */
  schema?: z.ZodType<T>;
  /** Spec section 7 parses a string `data` as JSON; turn off for plain-text data such as a nonce. */
  parseStringData?: boolean;
  signal?: AbortSignal;
};

type Envelope = {
  status?: unknown;
  data?: unknown;
  error?: unknown;
  message?: unknown;
  fields?: unknown;
  code?: unknown;
};

export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
  const { method = options.body === undefined ? "GET" : "POST", body, schema, signal } = options;
  const headers = new Headers({ Accept: "application/json" });
  const token = sessionStorage.getItem(SESSION_STORAGE_KEYS.token);
  if (token) headers.set("Authorization", `Bearer ${token}`);

  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers.set("Content-Type", "application/json");
    payload = JSON.stringify(body);
  }

  const response = await fetch(path, { method, headers, body: payload, signal });
  const envelope = await readEnvelope(response);

  if (envelope === undefined || String(envelope.status).toLowerCase() !== "success") {
    throw toApiError(envelope, response);
  }

  const data: unknown = options.parseStringData === false ? envelope.data : parseStringData(envelope.data);
  if (schema) return schema.parse(data);
  return data as T;
}

async function readEnvelope(response: Response): Promise<Envelope | undefined> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === "object" && parsed !== null ? parsed : undefined;
  } catch {
    return undefined;
  }
}

function parseStringData(data: unknown): unknown {
  if (typeof data !== "string") return data;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

function toApiError(envelope: Envelope | undefined, response: Response): ApiError {
  const reason = envelope?.error ?? envelope?.message;
  const message =
    typeof reason === "string" && reason ? reason : `Request failed (${response.status || "network"})`;
  // A code this build does not know (a newer server) is left out rather than trusted.
  const code = ZApiErrorCode.safeParse(envelope?.code).data;
  return new ApiError(message, response.status, readFields(envelope?.fields), code);
}

function readFields(fields: unknown): ApiFieldErrors {
  if (typeof fields !== "object" || fields === null) return {};
  const result: ApiFieldErrors = {};
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) result[name] = value.map(String);
    else if (typeof value === "string") result[name] = [value];
  }
  return result;
}
