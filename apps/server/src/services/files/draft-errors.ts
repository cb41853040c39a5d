// Refusals about asset drafts: NOT_FOUND, or FORBIDDEN for another user's draft.
export const DRAFT_ERRORS = {
  notFound: "Asset draft not found",
  notOwner: "This asset draft belongs to another user",
} as const;
