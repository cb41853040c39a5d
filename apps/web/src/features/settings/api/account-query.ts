import { queryOptions } from "@tanstack/react-query";
import { fetchMyAccount } from "@/features/settings/api/settings-api";

/** The settings form's user; every change answers the new record, which replaces this one. */
export const accountQuery = () =>
  queryOptions({
    queryKey: ["account", "me"] as const,
    queryFn: ({ signal }) => fetchMyAccount(signal),
  });
