import type { FeaturedCollectionSlide } from "@meshlink/domain/collections-browse.types";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

const featuredKeys = { all: ["featured"] as const };

/** GET /api/featured: the admin's pick of collections, else the top by volume (spec section 3). */
export function useFeaturedSlides() {
  return useQuery({
    queryKey: featuredKeys.all,
    queryFn: ({ signal }): Promise<FeaturedCollectionSlide[]> => apiRequest("/api/featured", { signal }),
  });
}
