import * as RadixDialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { useMarkNotificationsSeen } from "@/features/notifications/api/notification-mutations";
import { useNotificationsCount } from "@/features/notifications/api/notification-queries";
import { BellIcon } from "@/ui/icons";
import { NotificationsModal } from "@/features/notifications/components/notifications-modal";
import { useLiveNotifications } from "@/features/notifications/hooks/use-live-notifications";
import { Button } from "@/ui/button";

/** Spec section 2: the header's bell for a signed-in user; opening it marks notifications seen. */
export function NotificationBell({ userId }: { userId: string }) {
  const [open, setOpen] = useState(false);
  const status = useLiveNotifications(userId);
  const { data: count = 0 } = useNotificationsCount(true);
  const markSeen = useMarkNotificationsSeen();

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) markSeen.mutate();
  };

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Trigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={count > 0 ? `Notifications, ${count} new` : "Notifications"}
          className="relative"
        >
          <BellIcon />
          {count > 0 ? (
            <span
              aria-hidden="true"
              className="absolute top-1 right-1 grid h-4 min-w-4 place-items-center rounded-full bg-red-500 px-1 text-[10px] leading-none font-bold text-white"
            >
              {count > 99 ? "99+" : count}
            </span>
          ) : null}
        </Button>
      </RadixDialog.Trigger>
      <NotificationsModal status={status} onNavigate={() => setOpen(false)} />
    </RadixDialog.Root>
  );
}
