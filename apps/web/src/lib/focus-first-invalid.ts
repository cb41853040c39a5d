// Spec section 5: the first invalid field is scrolled into view and focused. Fields are found in
// document order (react-hook-form's own focus follows registration order and skips custom
// controls such as the rich-text editor and the drop zones).
// The errors render after the invalid submit, on a later frame the busier the device: look for
// them on each frame for up to about two seconds rather than on the first one only.
const FRAMES_TO_WAIT = 120;

export function focusFirstInvalid(form: HTMLElement | null, framesLeft = FRAMES_TO_WAIT) {
  requestAnimationFrame(() => {
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) {
      if (form && framesLeft > 0) focusFirstInvalid(form, framesLeft - 1);
      return;
    }
    field.scrollIntoView?.({ block: "center", behavior: "smooth" });
    field.focus({ preventScroll: true });
  });
}
