import { catalogDepsFrom } from "../routes/collections/register-catalog-routes.ts";
import type { CatalogTestApp } from "../routes/collections/catalog-test-kit.ts";
import { filesDepsFrom } from "../routes/files/register-file-routes.ts";
import { createInProcessBus } from "../realtime/event-bus.ts";
import { seedDemo } from "../seed/seed-demo.ts";
import { chainSet } from "../chain/chain-connection.ts";

/**
 * The demo seed on the test app's database, chain and DATA_DIR, made to fail at one step as a crash
 * would stop it there: the `failingBlobPut`-th file stored, or the first notification published.
 */
export async function cutOffSeed(
  kit: CatalogTestApp,
  fault: { failingBlobPut?: number; failingPublish?: boolean },
) {
  const files = filesDepsFrom(kit.config, kit.db);
  const blobs = files.stores.blobs;
  let puts = 0;
  const stores = {
    ...files.stores,
    blobs: {
      ...blobs,
      put: (key: string, source: AsyncIterable<Uint8Array>) => {
        if (++puts === fault.failingBlobPut) throw new Error("seed cut off at a file");
        return blobs.put(key, source);
      },
    },
  };
  const bus = createInProcessBus();
  if (fault.failingPublish) bus.publish = () => Promise.reject(new Error("seed cut off at a notification"));
  return seedDemo({
    catalog: catalogDepsFrom(kit.config, kit.db, stores, chainSet([kit.chain.connection])),
    files: { ...files, stores },
    bus,
    log: { info: () => {} },
  });
}
