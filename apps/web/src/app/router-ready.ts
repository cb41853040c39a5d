type Initializing = { state: { initialized: boolean }; subscribe: (listener: () => void) => () => void };

/** Resolves once the router has matched the first location and loaded that route's lazy code. */
export function routerReady(router: Initializing): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe(() => {
      if (!router.state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
