// Spec section 2 links: asset details (address and token) and collection details (name and owner).
export const assetPath = (asset: { address: string; tokenId: string }): string =>
  `/asset/${asset.address}/${asset.tokenId}`;

export const collectionPath = (collection: { name: string; userId: string }): string =>
  `/collection/${encodeURIComponent(collection.name)}/${encodeURIComponent(collection.userId)}`;

// Spec section 2: another user's profile, by user id.
export const accountPath = (userId: string): string => `/account/${encodeURIComponent(userId)}`;
