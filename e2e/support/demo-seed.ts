import { expect, type APIRequestContext } from "@playwright/test";

/**
 * Waits until the demo seed of the product under test has finished, as /api/health reports it
 * ("skipped": a data folder seeded by an earlier start). The seed runs beside the first tests.
 */
export async function demoSeedDone(request: APIRequestContext): Promise<void> {
  await expect
    .poll(
      async () => {
        const response = await request.get("/api/health");
        return ((await response.json()) as { data?: { seed?: { state: string } } }).data?.seed?.state;
      },
      { timeout: 150_000, intervals: [1_000], message: "the demo seed finished" },
    )
    .toMatch(/^(done|skipped)$/);
}
