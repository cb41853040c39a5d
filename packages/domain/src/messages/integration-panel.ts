import { withProductName } from "../constants/product.ts";

// Spec section 4 "Integration panel for non-owners", in the order the panel checks them.
export const INTEGRATION_PANEL_TEXTS = {
  anonymous: withProductName("Create a free account and join the {product} community!"),
  creatorUser: "You must be logged in as a studio for integration options.",
  notListed: "This asset hasn't been listed yet.",
  expired: "The listing for this asset has expired.",
  finalised: "You have integrated this NFT.",
} as const;

export const INTEGRATION_PANEL_BUTTONS = {
  integrate: "Integrate",
  propose: "Propose",
} as const;

// Spec section 4 "Proposal": labels of the proposals table status column.
export const PROPOSAL_STATUS_LABELS = {
  integrated: "Integrated",
  accepted: "Accepted",
  expired: "Expired",
  accept: "Accept",
  pending: "Pending",
} as const;
