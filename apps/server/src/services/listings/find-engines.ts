import type { GameEngine } from "@meshlink/domain/validation/game-engine";
import { asc } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { engines } from "../../db/schema.ts";

/** GET /api/engines: the game engines a listing may name (spec section 3 "Game engine option"). */
export async function findEngines({ db }: { db: Db }): Promise<GameEngine[]> {
  return db
    .select({ id: engines.id, name: engines.name })
    .from(engines)
    .orderBy(asc(engines.sortOrder), asc(engines.name));
}
