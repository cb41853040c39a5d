import type { CurrentUser } from "@meshlink/domain/auth/current-user.types";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { userKeys } from "@/lib/queries/users";
import { accountQuery } from "@/features/settings/api/account-query";

/**
 * What follows a saved change: the form holds the answered user, profiles anywhere are read again,
 * and `onUserChanged` (the header's signed-in user) gets the new name and avatar at once.
 */
export function useAccountUpdate(onUserChanged: (user: CurrentUser) => void) {
  const queryClient = useQueryClient();
  return useCallback(
    (user: CurrentUser) => {
      queryClient.setQueryData(accountQuery().queryKey, user);
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
      onUserChanged(user);
    },
    [queryClient, onUserChanged],
  );
}
