import { EMPTY_STATES } from "@meshlink/domain/messages/empty-states";

// Spec section 2, Profile: tab order and paths, relative to /account or /account/{id}.
export type ProfileTab = "assets" | "collections" | "listed" | "deals" | "offers-received";

export type ProfileTabDefinition = { tab: ProfileTab; label: string; path: string; emptyState: string };

export const profileTabs: ProfileTabDefinition[] = [
  { tab: "assets", label: "Assets", path: "", emptyState: EMPTY_STATES.assets },
  { tab: "collections", label: "Collections", path: "collections", emptyState: EMPTY_STATES.collections },
  { tab: "listed", label: "Listed", path: "listed", emptyState: EMPTY_STATES.items },
  { tab: "deals", label: "Deals", path: "deals", emptyState: EMPTY_STATES.items },
  {
    tab: "offers-received",
    label: "Offers received",
    path: "offers-received",
    emptyState: EMPTY_STATES.items,
  },
];

/** Tabs behind the "More..." item from 640 px up; below that they join the main list. */
export const moreTabs: ProfileTab[] = ["offers-received"];
