import { formatCount } from "@meshlink/domain/format/format-count";
import type { ModelFacts } from "@meshlink/domain/assets-api.types";

const number = (value: number) => formatCount(value);
const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(2)} MB`;
const size = (box: ModelFacts["boundingBox"]) =>
  box ? box.max.map((max, axis) => (max - (box.min[axis] ?? 0)).toFixed(2)).join(" × ") : "--";

/** The rest of what the server measured in the glb: counts, texture sizes, animations, validation. */
export function ModelFactsList({ facts }: { facts: ModelFacts }) {
  const rows: [string, string][] = [
    ["Vertices", number(facts.vertices)],
    ["Meshes", number(facts.meshes)],
    ["Materials", number(facts.materials)],
    ["Bounding box", size(facts.boundingBox)],
    ["File size", megabytes(facts.fileSize)],
    ["Validation", `${facts.validation.errors} errors, ${facts.validation.warnings} warnings`],
  ];
  return (
    <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
      <dl className="grid gap-1.5">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3">
            <dt className="text-fg-muted">{label}</dt>
            <dd className="text-right">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="grid min-w-0 grid-cols-1 content-start gap-3">
        <FactList
          title={`Textures (${facts.textures.length})`}
          items={facts.textures.map(
            (t) => `${t.name || "unnamed"} · ${t.width ?? "?"}×${t.height ?? "?"} · ${t.mimeType}`,
          )}
        />
        <FactList
          title={`Animations (${facts.animations.length})`}
          items={facts.animations.map((a) => `${a.name || "unnamed"} · ${a.durationSeconds.toFixed(2)} s`)}
        />
      </div>
    </div>
  );
}

function FactList({ title, items }: { title: string; items: string[] }) {
  return (
    <div className="min-w-0">
      <h4 className="text-xs font-semibold text-fg-muted uppercase">{title}</h4>
      {items.length > 0 ? (
        <ul className="mt-1 space-y-0.5">
          {items.map((item, index) => (
            <li key={index} className="truncate" title={item}>
              {item}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-fg-muted">None</p>
      )}
    </div>
  );
}
