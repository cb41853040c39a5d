import { PAGE_ANSWERS_ELEMENT_ID, type PageAnswer } from "@meshlink/domain/rules/page-answers";

type AnswerInPage = Omit<PageAnswer, "answeredAt"> & { answeredAt?: number };

/**
 * Puts the data block the server writes into a page (docs/decisions/025-answers-in-the-page.md),
 * each answer made now unless it says when.
 */
export function putAnswersInPage(answers: AnswerInPage[]): void {
  const block = document.createElement("script");
  block.type = "application/json";
  block.id = PAGE_ANSWERS_ELEMENT_ID;
  block.textContent = JSON.stringify(answers.map((answer) => ({ answeredAt: Date.now(), ...answer })));
  document.body.append(block);
}
