import type { RealtimeEvent } from "@meshlink/domain/realtime-api.types";
import { catalogDepsFrom } from "../routes/collections/catalog-deps-from.ts";
import type { CatalogTestApp } from "./catalog-test-kit.ts";
import { filesDepsFrom } from "../routes/files/register-file-routes.ts";
import { createInProcessBus } from "../realtime/event-bus.ts";
import { seedDemo } from "../seed/seed-demo.ts";
import { chainSet } from "../chain/chain-connection.ts";

/**
 * The demo seed on the test app's database, chains and DATA_DIR, made to fail at one step as a crash
 * would stop it there: the `failingBlobPut`-th file stored, or the first notification published
 * (`failingPublish: true`) or the first one it names.
 */
export async function cutOffSeed(
  kit: CatalogTestApp,
  fault: { failingBlobPut?: number; failingPublish?: true | ((event: RealtimeEvent) => boolean) },
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
  const publish = bus.publish.bind(bus);
  const failing = fault.failingPublish;
  if (failing)
    bus.publish = (event) =>
      failing === true || failing(event)
        ? Promise.reject(new Error("seed cut off at a notification"))
        : publish(event);
  const chains = chainSet(kit.chains.map((chain) => chain.connection));
  return seedDemo({
    catalog: catalogDepsFrom(kit.config, kit.db, stores, chains),
    files: { ...files, stores },
    bus,
    log: { info: () => {} },
  });
}
