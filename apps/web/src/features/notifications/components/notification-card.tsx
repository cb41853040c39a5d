import type { Notification } from "@meshlink/domain/entities/notification";
import { isNotificationRendered } from "@meshlink/domain/rules/notifications";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { assetPath } from "@/lib/entity-paths";

type NotificationCardProps = {
  notification: Notification;
  /** Sender link, asset link or unread dot was used: the parent marks it read on the server. */
  onMarkRead: (id: string) => void;
  /** A link was followed: the parent closes the modal. */
  onNavigate?: () => void;
};

const linkClass =
  "font-semibold text-indigo-600 underline-offset-2 hover:underline focus-visible:outline-2 " +
  "focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:text-indigo-300";

/** Spec sections 2 and 4: cards for sent and accepted proposals and for offers made and authorized; other types render nothing. */
export function NotificationCard({ notification, onMarkRead, onNavigate }: NotificationCardProps) {
  if (!isNotificationRendered(notification)) return null;
  const { _id: id, fromUser, entity, isRead } = notification;
  const follow = () => {
    if (!isRead) onMarkRead(id);
    onNavigate?.();
  };

  const sender = (
    <Link to={`/account/${encodeURIComponent(fromUser._id)}`} className={linkClass} onClick={follow}>
      {fromUser.name}
    </Link>
  );
  const asset = (
    <Link
      to={assetPath({ address: entity.address, tokenId: entity.tokenId })}
      className={linkClass}
      onClick={follow}
    >
      {entity.name || notification.assetName}
    </Link>
  );
  const text: ReactNode = {
    asset_proposal_accepted: (
      <>
        {sender} accepted your proposal for an asset integration of {asset}
      </>
    ),
    asset_offer_made: (
      <>
        {sender} made an offer to integrate {asset}
      </>
    ),
    asset_offer_authorized: (
      <>
        {sender} authorized your offer to integrate {asset}; you can now accept it
      </>
    ),
  }[notification.type as string] ?? (
    <>
      {sender} sent you a proposal to integrate {asset}
    </>
  );

  return (
    <article
      aria-label={isRead ? undefined : "Unread notification"}
      className="flex items-start gap-3 rounded-xl border border-line bg-surface p-3 text-sm"
    >
      <p className="min-w-0 flex-1 break-words">
        {text}
        <time dateTime={notification.createdTimestamp} className="mt-1 block text-xs text-fg-muted">
          {new Date(notification.createdTimestamp).toLocaleString()}
        </time>
      </p>
      {isRead ? null : (
        <button
          type="button"
          aria-label="Mark as read"
          title="Mark as read"
          onClick={() => onMarkRead(id)}
          className="-m-1.5 grid size-7 shrink-0 place-items-center rounded-full focus-visible:outline-2 focus-visible:outline-indigo-500"
        >
          <span aria-hidden="true" className="size-2.5 rounded-full bg-indigo-500" />
        </button>
      )}
    </article>
  );
}
