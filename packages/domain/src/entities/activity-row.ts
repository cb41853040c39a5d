import { z } from "zod";
import { ZAddress } from "./address.ts";
import { ZIsoDateTime } from "./scalars.ts";
import { ZActivityEvent } from "./constant-enums.ts";

// Spec section 3 "Activity row": event type, price, from, to, date. Event names are the product's
// (constants/activity-events.ts, "Transfered" included). `price` is the stored royalty ×100 and is
// null for events without one (Created, Minted, Transfered); `from`/`to` are null where there is no
// party, e.g. `from` of a mint.
export const ZActivityRow = z.object({
  event: ZActivityEvent,
  price: z.number().int().nonnegative().nullable(),
  from: ZAddress.nullable(),
  to: ZAddress.nullable(),
  createdAt: ZIsoDateTime,
});
export type ActivityRow = z.infer<typeof ZActivityRow>;
