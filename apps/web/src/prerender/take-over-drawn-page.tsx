import { useLayoutEffect, type ReactNode } from "react";
import {
  adoptRememberedSession,
  readPendingRegistration,
  readStoredSession,
} from "@/features/auth/session-storage";
import { DISABLED_UNTIL_APP } from "@/prerender/prerendered-pages";

/**
 * Whether the app can take over (hydrate) the page the build drew into `container` rather than
 * draw it again: there is a drawn page, and this visitor is the one it was drawn for (signed out, no
 * registration under way), so the app's first render matches it element for element.
 */
export function canTakeOverDrawnPage(container: Element): boolean {
  if (container.firstElementChild === null) return false;
  // As the auth provider's first render does, so a remembered sign-in counts.
  adoptRememberedSession();
  return readStoredSession() === null && readPendingRegistration() === null;
}

/** Enables the buttons and fields the build disabled in the drawn page, once the app answers them. */
export function enableDrawnControls(container: Element): void {
  for (const control of container.querySelectorAll(`[${DISABLED_UNTIL_APP}]`)) {
    control.removeAttribute("disabled");
    control.removeAttribute(DISABLED_UNTIL_APP);
  }
}

/** Wraps the hydrated app: its commit enables the drawn page's controls, before the next paint. */
export function DrawnPageTakeOver({ container, children }: { container: Element; children: ReactNode }) {
  useLayoutEffect(() => enableDrawnControls(container), [container]);
  return children;
}
