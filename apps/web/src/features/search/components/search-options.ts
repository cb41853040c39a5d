import type { SearchResults } from "@meshlink/domain/search-api.types";
import { accountPath, assetPath, collectionPath } from "@/lib/entity-paths";

/** One row of the suggestion list, in the order the arrow keys walk it. */
export type SearchOption = {
  id: string;
  group: "Assets" | "Collections" | "Users" | null;
  label: string;
  detail?: string;
  imageUrl: string | null;
  href: string;
};

/** Where "See all results" leads: the browse page searching the same text. */
const seeAllPath = (text: string) => `/browse/assets?${new URLSearchParams({ search: text.trim() })}`;

/** The suggestions as one flat list (assets, collections, users), then "See all results". */
export function searchOptionsOf(results: SearchResults | undefined, text: string): SearchOption[] {
  const options: SearchOption[] = [
    ...(results?.assets ?? []).map((asset) => ({
      id: `asset-${asset._id}`,
      group: "Assets" as const,
      label: asset.name,
      detail: `#${asset.tokenId}`,
      imageUrl: asset.imgUrl,
      href: assetPath(asset),
    })),
    ...(results?.collections ?? []).map((collection) => ({
      id: `collection-${collection._id}`,
      group: "Collections" as const,
      label: collection.name,
      imageUrl: collection.logoUrl,
      href: collectionPath(collection),
    })),
    ...(results?.users ?? []).map((user) => ({
      id: `user-${user._id}`,
      group: "Users" as const,
      label: user.name,
      detail: user.type === "studio" ? "Studio" : user.type === "admin" ? "Admin" : "Creator",
      imageUrl: user.avatarUrl,
      href: accountPath(user._id),
    })),
  ];
  options.push({
    id: "see-all",
    group: null,
    label: "See all results",
    imageUrl: null,
    href: seeAllPath(text),
  });
  return options;
}
