import type { ActivityRow } from "@meshlink/domain/entities/activity-row";
import { formatDate } from "@meshlink/domain/format/format-date";
import { shortenAddress } from "@meshlink/domain/format/shorten-address";
import { EMPTY_STATES } from "@meshlink/domain/messages/empty-states";
import { MISSING_VALUE } from "@meshlink/domain/constants/placeholders";
import { storedToPercent } from "@meshlink/domain/validation/royalty";

export type ActivityListRow = ActivityRow & { txUrl?: string | null };

/** Spec section 3 "Activity row": event, price, from, to, date; rows come from the activity API. */
export function ActivityList({ rows }: { rows: readonly ActivityListRow[] }) {
  if (rows.length === 0) return <p className="text-fg-muted">{EMPTY_STATES.activities}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[30rem] text-left">
        <thead className="text-xs text-fg-muted">
          <tr>
            {["Event", "Price", "From", "To", "Date"].map((label) => (
              <th key={label} scope="col" className="py-1.5 pr-2 font-medium">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index} className="border-t border-line">
              <td className="py-2 pr-2 font-medium">
                {row.txUrl ? (
                  <a href={row.txUrl} target="_blank" rel="noopener noreferrer" className="hover:underline">
                    {row.event}
                  </a>
                ) : (
                  row.event
                )}
              </td>
              <td className="py-2 pr-2">
                {row.price === null ? MISSING_VALUE : `${storedToPercent(row.price)}%`}
              </td>
              <td className="py-2 pr-2 font-mono">{shortenAddress(row.from)}</td>
              <td className="py-2 pr-2 font-mono">{shortenAddress(row.to)}</td>
              <td className="py-2 whitespace-nowrap">{formatDate(row.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
