import { z } from "zod";
import { ZCount } from "./scalars.ts";

// Spec section 7: paginated lists answer `data`, `totalCount` and `totalPages` (activity history
// returns data and totalPages; collections all three). One shape for every list keeps the client's
// pager generic.
export const zPage = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), totalCount: ZCount, totalPages: ZCount });

// Ordinary lists round up (21 items at 20 per page are 2 pages). The import list is the spec's one
// exception, rounding down: constants/page-sizes.ts `importTotalPages`.
export const totalPagesFor = (totalCount: number, perPage: number): number =>
  perPage > 0 ? Math.ceil(totalCount / perPage) : 0;
