import { renderedNotifications } from "@meshlink/domain/rules/notifications";
import { useMarkNotificationRead } from "@/features/notifications/api/notification-mutations";
import { useNotifications } from "@/features/notifications/api/notification-queries";
import { NotificationCard } from "@/features/notifications/components/notification-card";
import { useCursorPages } from "@/lib/use-cursor-pages";
import { Skeleton } from "@/ui/skeleton";
import { SliderPagination } from "@/ui/slider-pagination";

/** Spec section 4: the signed-in user's notifications, 8 per keyset page, newest first. */
export function NotificationList({ onNavigate }: { onNavigate?: () => void }) {
  const pages = useCursorPages();
  const query = useNotifications(pages.cursor);
  const { data, isPending } = query;
  const markRead = useMarkNotificationRead();

  if (isPending) {
    return (
      <div aria-busy="true" aria-label="Loading notifications" className="space-y-2">
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    );
  }

  const notifications = renderedNotifications(data?.data ?? []);
  return (
    <>
      {notifications.length === 0 ? (
        <p className="py-10 text-center text-sm text-fg-muted">No notifications found</p>
      ) : null}
      <ul className="space-y-2">
        {notifications.map((notification) => (
          <li key={notification._id}>
            <NotificationCard
              notification={notification}
              onMarkRead={(id) => markRead.mutate(id)}
              onNavigate={onNavigate}
            />
          </li>
        ))}
      </ul>
      <SliderPagination {...pages.pagination(query)} />
    </>
  );
}
