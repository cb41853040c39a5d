import { describe, expect, test } from "vitest";
import { createImageWork } from "./image-work.ts";

// Work cut off by a closing server is answered 503, to be retried.
const STOPPED = { name: "ServiceError", code: "UNAVAILABLE", status: 503 };

/** A job that runs until `finish` is called, counting how many of its kind run at once. */
function gatedJobs() {
  let running = 0;
  let mostAtOnce = 0;
  let started = 0;
  const gates: Array<() => void> = [];
  const job = (signal: AbortSignal) => {
    started++;
    running++;
    mostAtOnce = Math.max(mostAtOnce, running);
    return new Promise<string>((resolve, reject) => {
      gates.push(() => resolve("drawn"));
      signal.addEventListener("abort", () => reject(signal.reason as Error), { once: true });
    }).finally(() => running--);
  };
  return {
    job,
    finishAll: () => gates.splice(0).forEach((finish) => finish()),
    counts: () => ({ started, mostAtOnce }),
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("image work", () => {
  test("runs at most `concurrency` jobs at once; the rest wait in line and all finish", async () => {
    const work = createImageWork(2);
    const jobs = gatedJobs();
    const results = Array.from({ length: 6 }, () => work.run(jobs.job));
    await tick();
    expect(jobs.counts()).toEqual({ started: 2, mostAtOnce: 2 });
    while (jobs.counts().started < 6) {
      jobs.finishAll();
      await tick();
    }
    jobs.finishAll();
    expect(await Promise.all(results)).toEqual(Array(6).fill("drawn"));
    expect(jobs.counts().mostAtOnce).toBe(2);
  });

  test("callers of one key at the same time share one job and its result", async () => {
    const work = createImageWork(2);
    const jobs = gatedJobs();
    const results = Array.from({ length: 8 }, () => work.once("image-a.128x0.png", jobs.job));
    await tick();
    jobs.finishAll();
    expect(await Promise.all(results)).toEqual(Array(8).fill("drawn"));
    expect(jobs.counts().started).toBe(1);
  });

  test("a job in line is dropped when its only caller leaves; one still wanted keeps running", async () => {
    const work = createImageWork(1);
    const jobs = gatedJobs();
    const first = work.run(jobs.job);
    const left = new AbortController();
    const abandoned = work.once("image-b.64x0.png", jobs.job, left.signal);
    const stayed = new AbortController();
    const shared = [
      work.once("image-c.64x0.png", jobs.job, stayed.signal),
      work.once("image-c.64x0.png", jobs.job, new AbortController().signal),
    ];
    left.abort(new Error("client left"));
    stayed.abort(new Error("client left"));
    await expect(abandoned).rejects.toThrow("client left");
    await expect(shared[0]).rejects.toThrow("client left");
    jobs.finishAll();
    await first;
    await tick();
    jobs.finishAll();
    await expect(shared[1]).resolves.toBe("drawn");
    expect(jobs.counts().started).toBe(2);
  });

  test("stop refuses the jobs in line and aborts the running ones", async () => {
    const work = createImageWork(1);
    const jobs = gatedJobs();
    const running = work.run(jobs.job);
    const waiting = work.once("image-d.32x0.png", jobs.job);
    await tick();
    work.stop();
    await expect(running).rejects.toMatchObject(STOPPED);
    await expect(waiting).rejects.toMatchObject(STOPPED);
    await expect(work.run(jobs.job)).rejects.toMatchObject(STOPPED);
    expect(jobs.counts().started).toBe(1);
  });
});
