import type { GameEngine } from "@meshlink/domain/validation/game-engine";
import type { Db } from "../../db/database.ts";
import { findEngines as findEngineRows } from "../../db/queries/listings.ts";

/** GET /api/engines: the game engines a listing may name (spec section 3 "Game engine option"). */
export async function findEngines({ db }: { db: Db }): Promise<GameEngine[]> {
  return findEngineRows(db);
}
