import { z } from "zod";
import { ZAddress } from "./address.ts";
import { ZCount, ZId, ZNullableUrl } from "./scalars.ts";

// Spec section 3 "Collection card". The spec gives no unit for `volume`, so only its sign is
// checked.
export const ZCollectionCard = z.object({
  id: ZId,
  name: z.string().min(1),
  bannerUrl: ZNullableUrl,
  logoUrl: ZNullableUrl,
  ownersNumber: ZCount,
  volume: z.number().nonnegative(),
  address: ZAddress,
});

// Spec section 3 "Collection option in filters".
export const ZCollectionOption = z.object({
  _id: ZId,
  name: z.string().min(1),
  logoUrl: ZNullableUrl,
  address: ZAddress,
});
export type CollectionOption = z.infer<typeof ZCollectionOption>;

// Spec section 3 "Imported collection": what the import service offers; `imported` is true when
// it is already here, which the modal uses for "Collection is already imported".
export const ZImportedCollection = z.object({
  id: z.string().min(1),
  name: z.string(),
  imported: z.boolean(),
});
