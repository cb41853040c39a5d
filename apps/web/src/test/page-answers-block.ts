import { PAGE_ANSWERS_ELEMENT_ID, type PageAnswer } from "@meshlink/domain/rules/page-answers";

/** Puts the data block the server writes into a page (docs/decisions/025-answers-in-the-page.md). */
export function putAnswersInPage(answers: PageAnswer[]): void {
  const block = document.createElement("script");
  block.type = "application/json";
  block.id = PAGE_ANSWERS_ELEMENT_ID;
  block.textContent = JSON.stringify(answers);
  document.body.append(block);
}
