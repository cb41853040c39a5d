import { join } from "node:path";

/** Port of the product a journey run starts; two runs side by side choose different ones. */
export const e2ePort = Number(process.env.E2E_PORT ?? 3310);

/** The run's own data folder, named by its port so runs side by side never share one. */
export const e2eDataDir = join(import.meta.dirname, "..", "..", ".tmp", `e2e-data-${e2ePort}`);
