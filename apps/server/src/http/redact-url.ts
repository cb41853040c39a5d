// Secrets that travel in URLs: a session token someone put on /api/ws, the email link's token on
// /api/auth/verify-email and on the web page /verify/{token}, a download signature.
const SECRET_PARAMETERS = new Set(["token", "signature"]);
const SECRET_PATH = /^(\/verify\/)[^/?#]+/;
const REDACTED = "[redacted]";

/** A request URL (path and query) fit for a log line: secret values replaced, the rest kept. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf("?");
  const path = (queryAt === -1 ? url : url.slice(0, queryAt)).replace(SECRET_PATH, `$1${REDACTED}`);
  if (queryAt === -1) return path;
  const query = url
    .slice(queryAt + 1)
    .split("&")
    .map((pair) => {
      const name = pair.split("=", 1)[0]!;
      return SECRET_PARAMETERS.has(safeDecode(name).toLowerCase()) ? `${name}=${REDACTED}` : pair;
    })
    .join("&");
  return `${path}?${query}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return text;
  }
}
