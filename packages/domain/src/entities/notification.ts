import { z } from "zod";
import { ZAddress } from "./address.ts";
import { ZId, ZIsoDateTime } from "./scalars.ts";
import { ZWalletAddress } from "./wallet-address.ts";
import { ZTokenId } from "./uint.ts";
import { ZNotificationType } from "./constant-enums.ts";

// Spec section 3 "Notification". The spec names both `_id` and `notificationId`; the API serves `_id`
// like every entity. Timestamps are ISO strings like every date here. The asset fields appear both
// in `entity` and flat (assetName, …) in the spec; both are kept so either reading of a card works.
export const ZNotification = z.object({
  _id: ZId,
  type: ZNotificationType,
  isRead: z.boolean(),
  // Not in the spec's field list but implied by section 4: opening the bell marks notifications
  // seen (the badge counts unseen ones) while the card's dot tracks read.
  isSeen: z.boolean(),
  user: ZId,
  // The sender's default wallet, which may be an Everscale one (docs/decisions/022-everscale.md).
  fromUser: z.object({ _id: ZId, name: z.string(), address: ZWalletAddress }),
  entity: z.object({
    _id: ZId,
    name: z.string(),
    tokenId: ZTokenId,
    imageKey: z.string().nullable(),
    address: ZAddress,
  }),
  assetName: z.string(),
  assetAddress: ZAddress,
  assetTokenId: ZTokenId,
  imageKey: z.string().nullable(),
  createdTimestamp: ZIsoDateTime,
  updatedTimestamp: ZIsoDateTime,
});
export type Notification = z.infer<typeof ZNotification>;
