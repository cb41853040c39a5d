import { formatDate } from "@meshlink/domain/format/format-date";
import { useId } from "react";
import { storedToPercent } from "@meshlink/domain/constants/royalty";

type PricePoint = { createdAt: string; price: number };

const WIDTH = 320;
const HEIGHT = 140;
const PAD = { top: 12, right: 12, bottom: 24, left: 44 };

const percent = (stored: number) => `${storedToPercent(stored)}%`;

/** Maps the points into the plot area: time along x, fee along y (flat series sit mid-height). */
function layout(points: readonly PricePoint[]) {
  const times = points.map((point) => Date.parse(point.createdAt));
  const prices = points.map((point) => point.price);
  const [t0, t1] = [Math.min(...times), Math.max(...times)];
  const [p0, p1] = [Math.min(...prices), Math.max(...prices)];
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const x = (time: number) => PAD.left + (t1 === t0 ? plotW / 2 : ((time - t0) / (t1 - t0)) * plotW);
  const y = (price: number) => PAD.top + (p1 === p0 ? plotH / 2 : (1 - (price - p0) / (p1 - p0)) * plotH);
  return { coords: points.map((point, i) => ({ x: x(times[i]!), y: y(point.price), point })), p0, p1, y };
}

/**
 * Price History: the listing fee over time as a line, drawn in plain SVG. The picture is one image
 * with a summary for assistive technology; the table beside it carries every value for them.
 */
export function PriceHistoryChart({ points }: { points: readonly PricePoint[] }) {
  const id = useId();
  const { coords, p0, p1, y } = layout(points);
  const first = points[0]!;
  const last = points[points.length - 1]!;
  // The time axis: first and last day at its ends, or one change's day under its point.
  const days: { at: PricePoint; x: number; anchor: "start" | "middle" | "end" }[] =
    points.length === 1
      ? [{ at: first, x: coords[0]!.x, anchor: "middle" }]
      : [
          { at: first, x: PAD.left, anchor: "start" },
          { at: last, x: WIDTH - PAD.right, anchor: "end" },
        ];
  const summary = `Listing fee from ${percent(first.price)} on ${formatDate(first.createdAt)} to ${percent(last.price)} on ${formatDate(last.createdAt)}, ${points.length} change${points.length === 1 ? "" : "s"}.`;
  return (
    <figure className="flex flex-col gap-2">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className="w-full max-w-lg text-indigo-600 dark:text-indigo-300"
      >
        <title id={`${id}-title`}>Price History</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        {/* A flat series has one fee: one gridline and label, not the same one twice. */}
        {[...new Set([p1, p0])].map((price) => (
          <g key={price} className="text-fg-muted">
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(price)}
              y2={y(price)}
              stroke="currentColor"
              strokeOpacity={0.25}
            />
            <text x={PAD.left - 6} y={y(price) + 4} textAnchor="end" fontSize={10} fill="currentColor">
              {percent(price)}
            </text>
          </g>
        ))}
        <polyline
          points={coords.map((c) => `${c.x},${c.y}`).join(" ")}
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinejoin="round"
        />
        {coords.map((c, index) => (
          <circle key={index} cx={c.x} cy={c.y} r={3.5} fill="currentColor">
            <title>{`${percent(c.point.price)} on ${formatDate(c.point.createdAt)}`}</title>
          </circle>
        ))}
        {days.map(({ at, x, anchor }) => (
          <text
            key={anchor}
            x={x}
            y={HEIGHT - 6}
            textAnchor={anchor}
            fontSize={10}
            fill="currentColor"
            className="text-fg-muted"
          >
            {formatDate(at.createdAt).slice(0, 10)}
          </text>
        ))}
      </svg>
      <table className="sr-only">
        <caption>Price History</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Listing fee</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point, index) => (
            <tr key={index}>
              <td>{formatDate(point.createdAt)}</td>
              <td>{percent(point.price)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
