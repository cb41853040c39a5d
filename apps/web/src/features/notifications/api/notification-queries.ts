import { PAGE_SIZES } from "@meshlink/domain/constants/page-sizes";
import type { NotificationsPage } from "@meshlink/domain/notifications-api.types";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { notify } from "@/ui/notify";

export const notificationKeys = {
  all: ["notifications"] as const,
  lists: () => [...notificationKeys.all, "list"] as const,
  list: (cursor: string | undefined) => [...notificationKeys.lists(), cursor] as const,
  count: () => [...notificationKeys.all, "count"] as const,
};

// Spec section 8: failures show the spec's toast; an aborted request (closed modal) stays silent.
async function withFailureToast<T>(request: Promise<T>, message: string, signal: AbortSignal): Promise<T> {
  try {
    return await request;
  } catch (error) {
    if (!signal.aborted) notify.error(message);
    throw error;
  }
}

/** GET /api/notifications/count: the bell's badge (unseen, rendered notifications). */
export function useNotificationsCount(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.count(),
    queryFn: async ({ signal }): Promise<number> => {
      const { count } = await withFailureToast(
        apiRequest<{ count: number }>("/api/notifications/count", { signal }),
        "Getting new notifications count failed",
        signal,
      );
      return count;
    },
    enabled,
    retry: false,
  });
}

/**
 * GET /api/notifications?perPage=8&cursor: one keyset page of the signed-in user's notifications,
 * newest first; the first page has no cursor, each next one the last's nextCursor (docs/decisions/011).
 */
export function useNotifications(cursor: string | undefined) {
  const after = cursor === undefined ? "" : `&cursor=${encodeURIComponent(cursor)}`;
  return useQuery({
    queryKey: notificationKeys.list(cursor),
    queryFn: ({ signal }): Promise<NotificationsPage> =>
      withFailureToast(
        apiRequest(`/api/notifications?perPage=${PAGE_SIZES.notifications}${after}`, {
          signal,
        }),
        "Getting notifications failed",
        signal,
      ),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
