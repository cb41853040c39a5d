// The server answers a page's first requests inside its HTML, so the browser draws the page with
// its data in the first render instead of a round trip after the script has run
// (docs/decisions/025-answers-in-the-page.md). The browser uses an answer only when its own request
// is the same as the one the server answered (page-requests.ts names those).

export type PageRequest = { method: "GET" | "POST"; url: string; body?: unknown };
/** `answeredAt`: when the server answered (ms since the epoch), so the browser can judge its age. */
export type PageAnswer = PageRequest & { data: unknown; answeredAt: number };

/**
 * An answer older than this is not used (a page shown again from the browser's cache): the same as
 * the queries' own freshness, after which they would fetch again anyway.
 */
export const PAGE_ANSWER_MAX_AGE_MS = 30_000;

/** The id of the page's `<script type="application/json">` holding its PageAnswer list. */
export const PAGE_ANSWERS_ELEMENT_ID = "page-answers";

/** GET /api/assets/{address}/{tokenId}, as the asset page asks for it. */
export const assetDetailsUrl = (address: string, tokenId: string) =>
  `/api/assets/${encodeURIComponent(address)}/${encodeURIComponent(tokenId)}`;

/** Whether an answer was made for `request`: the same method, URL and body. */
export const answersRequest = (answer: PageRequest, request: PageRequest) =>
  answer.method === request.method &&
  answer.url === request.url &&
  JSON.stringify(answer.body) === JSON.stringify(request.body);
