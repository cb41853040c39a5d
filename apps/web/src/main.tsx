import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "@/app/app";
import { router } from "@/app/router";
import { routerReady } from "@/app/router-ready";
import { canTakeOverDrawnPage, DrawnPageTakeOver } from "@/prerender/take-over-drawn-page";
import "./index.css";

const container = document.getElementById("root");
if (!container) throw new Error("index.html is missing #root");

// The HTML may already show the page's first screen (drawn at build time for a signed-out visitor).
// The first render waits until the route's code has arrived and the page can draw itself. For that
// visitor it hydrates the drawn page: the elements on screen stay, so the phone neither builds nor
// lays them out again. Anyone else gets the page drawn anew.
// A transition, so React works in slices that leave the phone free to answer a tap.
void routerReady(router).then(() =>
  startTransition(() => {
    const app = (
      <StrictMode>
        <App />
      </StrictMode>
    );
    if (canTakeOverDrawnPage(container)) {
      hydrateRoot(container, <DrawnPageTakeOver container={container}>{app}</DrawnPageTakeOver>);
    } else {
      createRoot(container).render(app);
    }
  }),
);
