import { PRODUCT_NAME } from "@meshlink/domain/constants/product";
import { useEffect } from "react";

const SITE_TITLE = `${PRODUCT_NAME} · Game-ready 3D asset marketplace`;

/** The browser tab's text: "Crystal Sword · MeshLink" for a page about something, else the site's own. */
export const documentTitle = (title?: string): string => (title ? `${title} · ${PRODUCT_NAME}` : SITE_TITLE);

/**
 * Names the tab after what the page shows (an asset, a collection) once it has loaded. The route's
 * generic title is set by the root layout in a layout effect, which runs before this passive one in
 * the same commit, so a page whose data is already cached is not renamed back by its route.
 */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    if (!title) return;
    const before = document.title;
    const mine = documentTitle(title);
    document.title = mine;
    // Leaving for another page of the same route (the next asset) gives the tab back its route
    // title while the next one loads; a title another page set in the meantime is left alone.
    return () => {
      if (document.title === mine) document.title = before;
    };
  }, [title]);
}
