import type { ConnectionStatus } from "@meshlink/domain/constants/live-connection";
import * as RadixDialog from "@radix-ui/react-dialog";
import { LiveStatusDot } from "@/features/notifications/components/live-status-dot";
import { NotificationList } from "@/features/notifications/components/notification-list";
import { DialogCloseButton, DialogOverlay } from "@/ui/dialog";

type NotificationsModalProps = { status: ConnectionStatus; onNavigate: () => void };

/**
 * The Notifications modal's content (spec section 2), opened by the bell's Radix trigger. A sheet
 * under the header on phones, a panel at the top right from 640 px.
 */
export function NotificationsModal({ status, onNavigate }: NotificationsModalProps) {
  return (
    <RadixDialog.Portal>
      <DialogOverlay />
      <RadixDialog.Content
        aria-describedby={undefined}
        className="fixed inset-x-0 top-0 z-50 flex max-h-[85dvh] flex-col rounded-b-2xl border border-line bg-surface-raised p-4 text-fg shadow-2xl sm:inset-x-auto sm:top-20 sm:right-6 sm:w-[26rem] sm:rounded-2xl sm:p-5"
      >
        <div className="mb-4 flex items-center gap-2">
          <RadixDialog.Title className="text-lg font-semibold">Notifications</RadixDialog.Title>
          <LiveStatusDot status={status} />
          <DialogCloseButton className="ml-auto" />
        </div>
        <div className="-mx-1 overflow-y-auto px-1">
          <NotificationList onNavigate={onNavigate} />
        </div>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
