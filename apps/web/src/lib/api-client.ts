import { isApiErrorCode } from "@meshlink/domain/api-error-codes";
import { SESSION_STORAGE_KEYS } from "@meshlink/domain/constants/session-storage";
import { ApiError, type ApiFieldErrors } from "@/lib/api-error";

type ApiRequestOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** A plain object is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
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

/**
 * Calls the API and resolves with the envelope's `data`, typed by the caller. The data is not parsed
 * again here: every JSON answer is validated by the server against the domain schema that gives its
 * type (docs/decisions/024), and building those schemas would cost a phone its start-up.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = options.body === undefined ? "GET" : "POST", body, signal } = options;
  const headers = new Headers({ Accept: "application/json" });
  const token = sessionStorage.getItem(SESSION_STORAGE_KEYS.token);
  if (token) headers.set("Authorization", `Bearer ${token}`);

  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers.set("Content-Type", "application/json");
    payload = JSON.stringify(body);
  }

  // A page's first commit starts all its queries in one pass of effects, and creating a request
  // costs a phone several milliseconds: each request is made in a task of its own instead.
  await nextTask();
  const response = await fetch(path, { method, headers, body: payload, signal });
  const envelope = await readEnvelope(response);

  if (envelope === undefined || String(envelope.status).toLowerCase() !== "success") {
    throw toApiError(envelope, response);
  }

  const data: unknown = options.parseStringData === false ? envelope.data : parseStringData(envelope.data);
  return data as T;
}

/** Resolves in a later task. A message, not a timer: it is not held back by timer clamping. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
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
  const code = isApiErrorCode(envelope?.code) ? envelope.code : undefined;
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
