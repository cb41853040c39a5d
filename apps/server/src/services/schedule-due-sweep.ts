/**
 * Runs `pass` now and again after the number of milliseconds it resolves to, until stopped: a
 * sweep that knows when its next row falls due waits exactly that long (within its own bounds).
 * A failed pass is logged and retried after `retryMs`. Returns the function that stops it and waits
 * for a pass under way (a preClose hook).
 */
export function scheduleDueSweep(
  pass: () => Promise<number>,
  { retryMs, onError }: { retryMs: number; onError: (error: unknown) => void },
) {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = pass()
      .catch((error: unknown) => {
        onError(error);
        return retryMs;
      })
      .then((wait) => {
        if (!stopped) timer = setTimeout(run, wait).unref();
      });
  };
  run();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
