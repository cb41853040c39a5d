import type { FastifyInstance } from "fastify";
import {
  PAGE_ANSWERS_ELEMENT_ID,
  type PageAnswer,
  type PageRequest,
} from "@meshlink/domain/rules/page-answers";

/**
 * How long a page waits for its answers before it goes out without them (its browser then fetches
 * as usual): a slow query must not hold the page back.
 */
const PAGE_ANSWERS_TIMEOUT_MS = 1_000;

/**
 * How many pages may be having their answers made at once. Past it a page goes out without them:
 * under a burst of page loads (or a slow database) the server does not queue a second round of the
 * queries the browsers will make anyway.
 */
const MAX_PAGES_ANSWERING = 8;
let pagesAnswering = 0;

/**
 * The successful answers of the API to `requests`, asked as a signed-out visitor through the
 * routes themselves, so each is validated and shaped exactly as a fetch would get it. A request
 * that fails or is still running after `timeoutMs` is left out.
 */
export async function answerPageRequests(
  app: FastifyInstance,
  requests: PageRequest[],
  timeoutMs = PAGE_ANSWERS_TIMEOUT_MS,
): Promise<PageAnswer[]> {
  if (requests.length === 0 || pagesAnswering >= MAX_PAGES_ANSWERING) return [];
  // Counted until the queries end, not until the page stops waiting for them.
  pagesAnswering += 1;
  const work = requests.map((request) => answer(app, request).catch(() => null));
  void Promise.all(work).finally(() => {
    pagesAnswering -= 1;
  });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  try {
    const answers = await Promise.all(work.map((answered) => Promise.race([answered, timeout])));
    return answers.filter((found): found is PageAnswer => found !== null);
  } finally {
    clearTimeout(timer);
  }
}

async function answer(app: FastifyInstance, request: PageRequest): Promise<PageAnswer | null> {
  const response = await app.inject({
    method: request.method,
    url: request.url,
    headers: { accept: "application/json" },
    ...(request.body === undefined ? {} : { payload: request.body as object }),
  });
  if (response.statusCode !== 200) return null;
  const envelope: unknown = response.json();
  if (typeof envelope !== "object" || envelope === null) return null;
  if (!("status" in envelope) || envelope.status !== "success" || !("data" in envelope)) return null;
  return { ...request, data: envelope.data, answeredAt: Date.now() };
}

/**
 * `html` with the answers in a JSON data block before `</body>`. Every `<` is escaped, so no text
 * in the data (an asset's name, a description) can close the element or start markup.
 */
export function embedPageAnswers(html: string, answers: PageAnswer[]): string {
  if (answers.length === 0) return html;
  const json = JSON.stringify(answers).replace(/</g, "\\u003c");
  const block = `<script type="application/json" id="${PAGE_ANSWERS_ELEMENT_ID}">${json}</script>`;
  const end = html.lastIndexOf("</body>");
  return end < 0 ? html + block : `${html.slice(0, end)}${block}\n${html.slice(end)}`;
}
