import { ServiceError } from "../services/service-error.ts";

// Image work refused or abandoned because the server is closing; answered 503 like any other.
const STOPPED = "The server is shutting down, retry in a moment";

/**
 * Every decode, rasterisation and resize of an image goes through one of these per server, so
 * that image work cannot take the whole machine (docs/decisions/005-file-storage.md, "Images"):
 * at most `concurrency` jobs run at a time, so sharp holds at most that many threads of libuv's
 * pool (4 by default) and the file reads, crypto and compression of every other request keep
 * theirs; the rest wait in line.
 */
export type ImageWork = {
  /** Runs `job` when a place is free. `signal` (the client leaving) drops it from the line. */
  run<T>(job: (signal: AbortSignal) => Promise<T>, signal?: AbortSignal): Promise<T>;
  /**
   * Like `run`, but callers asking for the same `key` while it is in line or running share one
   * job and its result. The job's signal aborts once every caller has left, or at `stop`.
   */
  once<T>(key: string, job: (signal: AbortSignal) => Promise<T>, signal?: AbortSignal): Promise<T>;
  /** The server is closing: jobs in line are refused and running ones see their signal abort. */
  stop(): void;
};

type Flight = { promise: Promise<unknown>; leave: AbortController; callers: number };

export function createImageWork(concurrency: number): ImageWork {
  const line: Array<() => void> = [];
  const flights = new Map<string, Flight>();
  const stopping = new AbortController();
  let running = 0;

  function place(signal: AbortSignal): Promise<void> {
    if (running < concurrency) {
      running++;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const start = () => {
        signal.removeEventListener("abort", drop);
        running++;
        resolve();
      };
      const drop = () => {
        line.splice(line.indexOf(start), 1);
        reject(signal.reason as Error);
      };
      line.push(start);
      signal.addEventListener("abort", drop, { once: true });
    });
  }

  async function runNow<T>(job: (signal: AbortSignal) => Promise<T>, signal: AbortSignal): Promise<T> {
    signal.throwIfAborted();
    await place(signal);
    try {
      signal.throwIfAborted();
      return await job(signal);
    } finally {
      running--;
      line.shift()?.();
    }
  }

  const withStop = (signal?: AbortSignal) =>
    signal ? AbortSignal.any([signal, stopping.signal]) : stopping.signal;

  return {
    run: (job, signal) => runNow(job, withStop(signal)),

    once<T>(key: string, job: (signal: AbortSignal) => Promise<T>, signal?: AbortSignal) {
      let flight = flights.get(key);
      if (!flight) {
        const leave = new AbortController();
        const promise = runNow(job, withStop(leave.signal)).finally(() => {
          if (flights.get(key) === flight) flights.delete(key);
        });
        // Every caller may have left; the outcome then matters to nobody.
        promise.catch(() => undefined);
        flight = { promise, leave, callers: 0 };
        flights.set(key, flight);
      }
      const joined = flight;
      joined.callers++;
      if (!signal) return joined.promise as Promise<T>;
      return new Promise<T>((resolve, reject) => {
        const goAway = () => {
          joined.callers--;
          if (joined.callers === 0) {
            if (flights.get(key) === joined) flights.delete(key);
            joined.leave.abort(signal.reason);
          }
          reject(signal.reason as Error);
        };
        if (signal.aborted) return goAway();
        signal.addEventListener("abort", goAway, { once: true });
        (joined.promise as Promise<T>)
          .then(resolve, reject)
          .finally(() => signal.removeEventListener("abort", goAway));
      });
    },

    stop() {
      if (!stopping.signal.aborted) stopping.abort(new ServiceError("UNAVAILABLE", STOPPED));
    },
  };
}
