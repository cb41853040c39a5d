import type { Notification } from "@meshlink/domain/entities/notification";
import type { NotificationsPage } from "@meshlink/domain/notifications-api.types";
import { markNotificationRead } from "@meshlink/domain/rules/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { notificationKeys } from "@/features/notifications/api/notification-queries";
import { apiRequest } from "@/lib/api-client";

/** POST /api/notifications/seen when the bell opens; the badge count is refreshed afterwards. */
export function useMarkNotificationsSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest("/api/notifications/seen", { method: "POST" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.count() }),
  });
}

/**
 * POST /api/notifications/{id}/read from the sender link, asset link or unread dot. The card's dot
 * goes at once (the domain's markNotificationRead); list and count are refreshed from the server.
 */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<Notification>(`/api/notifications/${encodeURIComponent(id)}/read`, { method: "POST" }),
    onMutate: (id) => {
      queryClient.setQueriesData<NotificationsPage>({ queryKey: notificationKeys.lists() }, (page) =>
        page ? { ...page, data: markNotificationRead(page.data, id) } : page,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
