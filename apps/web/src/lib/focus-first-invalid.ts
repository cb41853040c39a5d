// Spec section 5: the first invalid field is scrolled into view and focused. Fields are found in
// document order (react-hook-form's own focus follows registration order and skips custom
// controls such as the rich-text editor and the drop zones).
export function focusFirstInvalid(form: HTMLElement | null) {
  // Errors render on the next frame; wait for them.
  requestAnimationFrame(() => {
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    field.scrollIntoView?.({ block: "center", behavior: "smooth" });
    field.focus({ preventScroll: true });
  });
}
