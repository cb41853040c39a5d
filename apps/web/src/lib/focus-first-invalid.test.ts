import { waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { focusFirstInvalid } from "@/lib/focus-first-invalid";

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

describe("focusFirstInvalid", () => {
  afterEach(() => document.body.replaceChildren());

  it("focuses the first invalid field in document order", async () => {
    const form = document.createElement("form");
    form.innerHTML =
      '<input name="a"><input name="b" aria-invalid="true"><input name="c" aria-invalid="true">';
    document.body.append(form);
    focusFirstInvalid(form);
    await waitFor(() => expect(document.activeElement).toBe(form.querySelector('[name="b"]')));
  });

  it("waits for errors that render some frames after the invalid submit, as on a busy device", async () => {
    const form = document.createElement("form");
    form.innerHTML = '<input name="a"><input name="b">';
    document.body.append(form);
    focusFirstInvalid(form);
    for (let frame = 0; frame < 5; frame += 1) await nextFrame();
    form.querySelector('[name="b"]')!.setAttribute("aria-invalid", "true");
    await waitFor(() => expect(document.activeElement).toBe(form.querySelector('[name="b"]')));
  });
});
