import type { SuccessData } from "@meshlink/domain/api-envelope";
import type {
  ImportCollectionRequest,
  ZImportCollectionResponse,
  ZImportSearchResponse,
} from "@meshlink/domain/imports-api.types";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

type SearchParams = { chainId: number; account: string; page: number };

/** Every import query starts with ["imports"]: an import refreshes the searches at once. */
export const importKeys = {
  all: ["imports"] as const,
  search: ({ chainId, account, page }: SearchParams) =>
    [...importKeys.all, "search", chainId, account.toLowerCase(), page] as const,
};

/** POST /api/imports/collections/search: one page of the account's collections on a chain. */
export const importSearchQuery = (params: SearchParams) =>
  queryOptions({
    queryKey: importKeys.search(params),
    queryFn: ({ signal }) =>
      apiRequest<SuccessData<typeof ZImportSearchResponse>>("/api/imports/collections/search", {
        method: "POST",
        body: params,
        signal,
      }),
    // Another page of the same account keeps the shown one until it arrives; another account or
    // chain does not, so its rows are never shown under the wrong wallet.
    placeholderData: (previous, previousQuery) => {
      const [, , chainId, account] = previousQuery?.queryKey ?? [];
      return chainId === params.chainId && account === params.account.toLowerCase()
        ? keepPreviousData(previous)
        : undefined;
    },
  });

/** POST /api/imports/collections: records one collection; a refusal's `error` is the text shown. */
export const importCollection = (body: ImportCollectionRequest) =>
  apiRequest<SuccessData<typeof ZImportCollectionResponse>>("/api/imports/collections", {
    method: "POST",
    body,
  });
