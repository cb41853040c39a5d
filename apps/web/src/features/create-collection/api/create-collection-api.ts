import type { CreateCollectionRequest } from "@meshlink/domain/collections-api.types";
import type { Collection } from "@meshlink/domain/entities/collection";
import { apiRequest } from "@/lib/api-client";

/** POST /api/collections with the createCollection transaction; the server reads the receipt itself. */
export const saveCollection = (body: CreateCollectionRequest): Promise<Collection> =>
  apiRequest("/api/collections", { method: "POST", body });
