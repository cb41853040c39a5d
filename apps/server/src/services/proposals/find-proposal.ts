import type { Db } from "../../db/database.ts";
import { findProposalById } from "../../db/queries/proposals.ts";
import { isUuid } from "./load-asset-facts.ts";
import { ServiceError } from "../service-error.ts";

export async function findProposal(db: Db, id: string) {
  const row = isUuid(id) ? await findProposalById(db, id) : undefined;
  if (!row) throw new ServiceError("NOT_FOUND", "Proposal not found");
  return row;
}
