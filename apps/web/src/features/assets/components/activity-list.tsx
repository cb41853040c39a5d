import type { ActivityPerson } from "@meshlink/domain/activity.types";
import type { ActivityRow } from "@meshlink/domain/entities/activity-row";
import { formatDate } from "@meshlink/domain/format/format-date";
import { shortenAddress } from "@meshlink/domain/format/shorten-address";
import { EMPTY_STATES } from "@meshlink/domain/messages/empty-states";
import { MISSING_VALUE } from "@meshlink/domain/constants/placeholders";
import { Link } from "react-router";
import { assetPath } from "@/lib/entity-paths";
import { AccountName } from "@/ui/account-name";
import { storedToPercent } from "@meshlink/domain/constants/royalty";

/** A row as the activity API serves it; `asset` names the linked token in Connected Asset Activity. */
export type ActivityListRow = ActivityRow & {
  fromUser?: ActivityPerson;
  toUser?: ActivityPerson;
  chainId?: number;
  txHash?: string;
  txUrl?: string | null;
  asset?: { address: string; tokenId: string };
};

type ActivityListProps = { rows: readonly ActivityListRow[]; caption: string };

const cell = "py-2 pr-2";

/** Spec section 3 "Activity row": event, price, from, to, date; the event links to the transaction. */
export function ActivityList({ rows, caption }: ActivityListProps) {
  if (rows.length === 0) return <p className="text-fg-muted">{EMPTY_STATES.activities}</p>;
  const withAsset = rows.some((row) => row.asset);
  const labels = [...(withAsset ? ["Asset"] : []), "Event", "Price", "From", "To", "Date"];
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[30rem] text-left">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-xs text-fg-muted">
          <tr>
            {labels.map((label) => (
              <th key={label} scope="col" className="py-1.5 pr-2 font-medium">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.txHash ? `${row.txHash}-${index}` : index} className="border-t border-line">
              {withAsset ? (
                <td className={cell}>
                  {row.asset ? (
                    <Link to={assetPath(row.asset)} className="hover:underline">
                      #{row.asset.tokenId}
                    </Link>
                  ) : (
                    MISSING_VALUE
                  )}
                </td>
              ) : null}
              <td className={`${cell} font-medium`}>
                {row.txUrl ? (
                  <a
                    href={row.txUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${row.event}, view transaction`}
                    className="hover:underline"
                  >
                    {row.event}
                  </a>
                ) : (
                  row.event
                )}
              </td>
              <td className={cell}>
                {row.price === null ? MISSING_VALUE : `${storedToPercent(row.price)}%`}
              </td>
              <td className={cell}>
                <Party user={row.fromUser} address={row.from} chainId={row.chainId} />
              </td>
              <td className={cell}>
                <Party user={row.toUser} address={row.to} chainId={row.chainId} />
              </td>
              <td className="py-2 whitespace-nowrap">{formatDate(row.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** An activity party: the person's name and profile when the address is theirs, else the address. */
function Party({
  user,
  address,
  chainId,
}: {
  user?: ActivityPerson;
  address: string | null;
  chainId?: number;
}) {
  if (chainId !== undefined) return <AccountName user={user ?? null} address={address} chainId={chainId} />;
  return <span className="font-mono">{shortenAddress(address)}</span>;
}
