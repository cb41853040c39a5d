import type { Collection } from "@meshlink/domain/entities/collection";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { myCollectionsQuery } from "@/lib/queries/my-collections";

/** The studio's own collections on `chainId`, the only valid destinations. */
export const useDestinationCollections = (chainId: number, enabled: boolean) =>
  useQuery({ ...myCollectionsQuery(chainId), enabled });

/** The studio has no collection there: nothing can be offered or proposed. */
export const hasNoDestination = (collections: UseQueryResult<Collection[]>) =>
  collections.isSuccess && collections.data.length === 0;
