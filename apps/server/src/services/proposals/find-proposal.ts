import { eq } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { proposals } from "../../db/schema.ts";
import { isUuid } from "./load-asset-facts.ts";
import { ServiceError } from "../service-error.ts";

export async function findProposal(db: Db, id: string) {
  const [row] = isUuid(id) ? await db.select().from(proposals).where(eq(proposals.id, id)) : [];
  if (!row) throw new ServiceError("NOT_FOUND", "Proposal not found");
  return row;
}
