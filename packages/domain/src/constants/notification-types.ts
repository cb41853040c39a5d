// Spec section 4 "Notifications". Rejected and cancelled exist in the data but are not rendered.
export const NOTIFICATION_TYPES = [
  "asset_proposal_sent",
  "asset_proposal_accepted",
  "asset_proposal_rejected",
  "asset_proposal_cancelled",
  // Offers (spec section 4 "Offer"): a made offer tells the asset's owner, an authorized one the studio.
  "asset_offer_made",
  "asset_offer_authorized",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const RENDERED_NOTIFICATION_TYPES: readonly NotificationType[] = [
  "asset_proposal_sent",
  "asset_proposal_accepted",
  "asset_offer_made",
  "asset_offer_authorized",
];

export const isRenderedNotificationType = (type: NotificationType): boolean =>
  RENDERED_NOTIFICATION_TYPES.includes(type);
