import { SESSION_STORAGE_KEYS } from "@meshlink/domain/constants/session-storage";
import {
  answersRequest,
  PAGE_ANSWER_MAX_AGE_MS,
  PAGE_ANSWERS_ELEMENT_ID,
  type PageAnswer,
  type PageRequest,
} from "@meshlink/domain/rules/page-answers";

const answers: PageAnswer[] = [];

/** The page's answers, read from its data block once (the block is then removed). */
function pageAnswers(): PageAnswer[] {
  const block = document.getElementById(PAGE_ANSWERS_ELEMENT_ID);
  if (!(block instanceof HTMLScriptElement) || block.type !== "application/json") return answers;
  block.remove();
  try {
    const parsed: unknown = JSON.parse(block.textContent);
    if (Array.isArray(parsed)) answers.push(...(parsed as PageAnswer[]));
  } catch {
    // A page without usable answers fetches its data as any other.
  }
  return answers;
}

/** Forgets the answers not taken (a test's page ends). */
export function forgetPageAnswers(): void {
  answers.length = 0;
}

/**
 * The answer the server put in the page for `request` (docs/decisions/025-answers-in-the-page.md).
 * Each is taken once, so a later visit to the same view fetches fresh data, and only while it is
 * fresh (a page shown again from the browser's cache fetches). The server asks as a signed-out
 * visitor: an answer that depends on who asks (`perViewer`) serves only a tab without a session.
 */
function takePageAnswer(request: PageRequest, perViewer: boolean): PageAnswer | undefined {
  const list = pageAnswers();
  const index = list.findIndex((answer) => answersRequest(answer, request));
  if (index < 0) return undefined;
  const [answer] = list.splice(index, 1);
  if (!answer || !(Date.now() - answer.answeredAt < PAGE_ANSWER_MAX_AGE_MS)) return undefined;
  if (perViewer && sessionStorage.getItem(SESSION_STORAGE_KEYS.token)) return undefined;
  return answer;
}

/**
 * A query's `initialData` and `initialDataUpdatedAt` from the page's answer to `request`, its data
 * shaped by `toData`: the first render then draws the data instead of a loading state, and the query
 * knows how old it is.
 */
export function pageAnswerOptions<Answer, Data = Answer>(
  request: PageRequest,
  { perViewer, toData }: { perViewer: boolean; toData?: (answer: Answer) => Data },
) {
  let taken: PageAnswer | undefined;
  return {
    initialData: (): Data | undefined => {
      taken = takePageAnswer(request, perViewer);
      if (!taken) return undefined;
      const data = taken.data as Answer;
      return toData ? toData(data) : (data as unknown as Data);
    },
    // Never later than now: a browser whose clock is behind the server's would keep it fresh longer.
    initialDataUpdatedAt: () => taken && Math.min(taken.answeredAt, Date.now()),
  };
}
