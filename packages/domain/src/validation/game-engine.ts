import { z } from "zod";
import { requiredMessage, VALIDATION_MESSAGES } from "../messages/validation.ts";

// Spec section 3 "Game engine option": the server lists engines (id and name); the user may also
// type an engine that is not listed. A listing stores engines as engineId and name, so a manual
// entry is an engine without id.
export const ZGameEngine = z.object({ id: z.string().min(1), name: z.string().min(1) });
export type GameEngine = z.infer<typeof ZGameEngine>;

const engineName = z
  .string({ error: requiredMessage("Engine name") })
  .trim()
  .min(1, { error: requiredMessage("Engine name") })
  .max(100);

export const ZListingEngine = z.object({ engineId: z.string().min(1).nullable(), name: engineName });
export type ListingEngine = z.infer<typeof ZListingEngine>;

// The same engine twice would show twice on the asset page; manual names compare case-insensitively
// with each other and with listed names, so "unity" typed by hand matches the listed "Unity".
const engineKey = (engine: ListingEngine): string => engine.name.trim().toLowerCase();

export const ZListingEngines = z
  .array(ZListingEngine, { error: VALIDATION_MESSAGES.noGameEngine })
  .min(1, { error: VALIDATION_MESSAGES.noGameEngine })
  .transform((engines) =>
    engines.filter((engine, index) => engines.findIndex((e) => engineKey(e) === engineKey(engine)) === index),
  );

export const engineFromOption = (option: GameEngine): ListingEngine => ({
  engineId: option.id,
  name: option.name,
});
export const manualEngine = (name: string): ListingEngine => ({ engineId: null, name: name.trim() });
