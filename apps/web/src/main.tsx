import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "@/app/app";
import { router } from "@/app/router";
import { routerReady } from "@/app/router-ready";
import "./index.css";

const container = document.getElementById("root");
if (!container) throw new Error("index.html is missing #root");

// The HTML already shows the page's first screen (prerendered at build time). The first render
// replaces it, so it waits until the route's code has arrived and the page can draw itself,
// rather than clearing the screen while a lazy route loads.
// A transition, so React draws the page in slices that leave the phone free to answer a tap.
void routerReady(router).then(() =>
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);
