import { describe, expect, it } from "vitest";
import { routerReady } from "@/app/router-ready";

/** A router whose first route's code is still loading, as createBrowserRouter's is for a lazy route. */
function loadingRouter() {
  const listeners = new Set<() => void>();
  const router = {
    state: { initialized: false },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const change = (initialized: boolean) => {
    router.state = { initialized };
    for (const listener of [...listeners]) listener();
  };
  return { router, change, listeners };
}

describe("routerReady", () => {
  it("waits for the route's code, then stops listening", async () => {
    const { router, change, listeners } = loadingRouter();
    let ready = false;
    const waiting = routerReady(router).then(() => (ready = true));

    change(false);
    await Promise.resolve();
    expect(ready).toBe(false);
    change(true);
    await waiting;
    expect(ready).toBe(true);
    expect(listeners.size).toBe(0);
  });

  it("resolves at once for a router already initialized", async () => {
    const { router, listeners } = loadingRouter();
    router.state = { initialized: true };

    await expect(routerReady(router)).resolves.toBeUndefined();
    expect(listeners.size).toBe(0);
  });
});
