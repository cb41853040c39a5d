import { useQuery } from "@tanstack/react-query";
import { myCollectionsQuery } from "@/lib/queries/my-collections";

/** The studio's own collections on `chainId`, the only valid destinations. */
export const useDestinationCollections = (chainId: number, enabled: boolean) =>
  useQuery({ ...myCollectionsQuery(chainId), enabled });
