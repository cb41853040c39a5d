import { z } from "zod";
import { ZAddress } from "./address.ts";
import { ZId } from "./scalars.ts";
import { ZTokenId, ZUintString } from "./uint.ts";

// Spec section 3 "Proposal": a studio's request to integrate an asset into one of its collections.
// `listingId` is the on-chain id of the listing it was made on (Listing.listId), so the proposal's
// listing, and with it "Expired" (section 4), is found by id. `offererId` is the proposing user.
export const ZProposal = z
  .object({
    _id: ZId,
    offererId: ZId,
    offererName: z.string(),
    offererAddress: ZAddress,
    offererCollectionAddress: ZAddress,
    tokenId: ZTokenId,
    listingId: ZUintString,
    accepted: z.boolean(),
    isFinalised: z.boolean(),
  })
  // Section 4: pending -> accepted -> finalised; an integration executes only after acceptance.
  .refine((proposal) => proposal.accepted || !proposal.isFinalised, {
    error: "A proposal cannot be finalised before it is accepted",
    path: ["isFinalised"],
  });
export type Proposal = z.infer<typeof ZProposal>;
