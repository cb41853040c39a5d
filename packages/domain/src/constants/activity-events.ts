// Spec section 3 "Activity row". "Transfered" is misspelt in the product and kept verbatim, since it
// is shown to users and stored in activity rows.
export const ACTIVITY_EVENTS = [
  "Bought",
  "Created",
  "Listed",
  "Minted",
  "Offered",
  "Transfered",
  "Updated",
] as const;
