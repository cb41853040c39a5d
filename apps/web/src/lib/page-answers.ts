import { SESSION_STORAGE_KEYS } from "@meshlink/domain/constants/session-storage";
import {
  answersRequest,
  PAGE_ANSWERS_ELEMENT_ID,
  type PageAnswer,
  type PageRequest,
} from "@meshlink/domain/rules/page-answers";

const answers: PageAnswer[] = [];

/** The page's answers, read from its data block once (the block is then removed). */
function pageAnswers(): PageAnswer[] {
  const block = document.getElementById(PAGE_ANSWERS_ELEMENT_ID);
  if (!block) return answers;
  block.remove();
  try {
    const parsed: unknown = JSON.parse(block.textContent ?? "");
    if (Array.isArray(parsed)) answers.push(...(parsed as PageAnswer[]));
  } catch {
    // A page without usable answers fetches its data as any other.
  }
  return answers;
}

/**
 * The answer the server put in the page for `request` (docs/decisions/025-answers-in-the-page.md),
 * for a query's initialData: the first render then draws the data instead of a loading state.
 * Each answer is taken once, so a later visit to the same view fetches fresh data. The server asks
 * as a signed-out visitor: an answer that depends on who asks (`perViewer`) serves only a tab without
 * a session.
 */
export function takePageAnswer<T>(
  request: PageRequest,
  { perViewer }: { perViewer: boolean },
): T | undefined {
  const list = pageAnswers();
  const index = list.findIndex((answer) => answersRequest(answer, request));
  if (index < 0) return undefined;
  const [answer] = list.splice(index, 1);
  if (perViewer && sessionStorage.getItem(SESSION_STORAGE_KEYS.token)) return undefined;
  return answer?.data as T;
}
