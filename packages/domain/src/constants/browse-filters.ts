import { z } from "zod";

// Spec section 2 "Browse" filter sidebar. Values are what the API receives; labels are the copy.
// Auctions are not built yet, so the fifth status option is shown disabled.
export const STATUS_FILTER_OPTIONS = [
  { value: "ALL", label: "ALL", disabled: false },
  { value: "LISTED", label: "LISTED", disabled: false },
  { value: "NOT_FOR_SALE", label: "NOT FOR SALE", disabled: false },
  { value: "HAS_OFFER", label: "HAS OFFER", disabled: false },
  { value: "ON_AUCTION", label: "ON AUCTION", disabled: true },
] as const;
export const ZStatusFilter = z.enum(["ALL", "LISTED", "NOT_FOR_SALE", "HAS_OFFER", "ON_AUCTION"]);
export type StatusFilter = z.infer<typeof ZStatusFilter>;

export const OWNERSHIP_FILTER_OPTIONS = [
  { value: "ALL", label: "ALL" },
  { value: "CREATED", label: "CREATED" },
  { value: "OWNED", label: "OWNED" },
] as const;
export const ZOwnershipFilter = z.enum(["ALL", "CREATED", "OWNED"]);

export const FILTER_MODES = [
  { value: "simple", label: "Simple" },
  { value: "advanced", label: "Advanced" },
] as const;
export const ZFilterMode = z.enum(["simple", "advanced"]);
export type FilterMode = z.infer<typeof ZFilterMode>;

// Section headings of the sidebar, in display order.
export const FILTER_SECTIONS = [
  "Assets",
  "Blockchain",
  "Status",
  "Categories",
  "Genre",
  "Floor Price",
  "Collection",
  "Activity",
  "Types",
] as const;
