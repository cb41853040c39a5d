import type { CurrentUser } from "@meshlink/domain/auth/current-user.types";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { accountQuery } from "@/features/settings/api/account-query";

// Every people query (profiles, their tabs, the user list) starts with ["users"].
const PEOPLE_QUERIES = ["users"];

/**
 * What follows a saved change: the form holds the answered user, profiles anywhere are read again,
 * and `onUserChanged` (the header's signed-in user) gets the new name and avatar at once.
 */
export function useAccountUpdate(onUserChanged: (user: CurrentUser) => void) {
  const queryClient = useQueryClient();
  return useCallback(
    (user: CurrentUser) => {
      queryClient.setQueryData(accountQuery().queryKey, user);
      void queryClient.invalidateQueries({ queryKey: PEOPLE_QUERIES });
      onUserChanged(user);
    },
    [queryClient, onUserChanged],
  );
}
