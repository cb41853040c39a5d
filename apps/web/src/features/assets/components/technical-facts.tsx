import { formatCount } from "@meshlink/domain/format/format-count";
import type { ModelFacts } from "@meshlink/domain/assets-api.types";
import { MISSING_VALUE } from "@meshlink/domain/constants/placeholders";
import { compareModelFacts, type FactComparison } from "@meshlink/domain/rules/model-facts-mismatch";
import type { TechnicalShort } from "@meshlink/domain/validation/technical-description";
import { MismatchMarker } from "@/features/assets/components/mismatch-marker";

const LABELS = { polyCount: "Poly count", rigged: "Rigged", animations: "Animations", textures: "Textures" };
const yesNo = (value: boolean) => (value ? "Yes" : "No");

const declaredText = (row: FactComparison) => (row.fact === "polyCount" ? row.declared : yesNo(row.declared));
const measuredText = (row: FactComparison) =>
  row.fact === "polyCount" ? `${formatCount(row.measured)} triangles` : yesNo(row.measured);

type TechnicalFactsProps = { declared: TechnicalShort | null; measured: ModelFacts | null };

/** Spec section 2: the creator's declared details beside the facts measured in the glb preview. */
export function TechnicalFacts({ declared, measured }: TechnicalFactsProps) {
  const rows = declared && measured ? compareModelFacts(declared, measured) : null;
  const mismatches = rows?.filter((row) => row.status === "mismatch").length ?? 0;
  return (
    <div>
      {mismatches > 0 ? (
        <p className="mb-3 rounded-xl border border-amber-500/40 bg-amber-500/10 px-3 py-2 text-amber-800 dark:text-amber-200">
          The declared details disagree with the preview file in {mismatches}{" "}
          {mismatches === 1 ? "place" : "places"}.
        </p>
      ) : null}
      <table className="w-full text-left">
        <caption className="sr-only">Declared technical details compared with the preview file</caption>
        <thead className="text-xs text-fg-muted">
          <tr>
            <th scope="col" className="py-1.5 pr-2 font-medium">
              Detail
            </th>
            <th scope="col" className="py-1.5 pr-2 font-medium">
              Declared
            </th>
            <th scope="col" className="py-1.5 font-medium">
              Measured in file
            </th>
          </tr>
        </thead>
        <tbody>
          {(["polyCount", "rigged", "animations", "textures"] as const).map((fact) => {
            const row = rows?.find((candidate) => candidate.fact === fact);
            const declaredValue = declared
              ? fact === "polyCount"
                ? declared.polyCount
                : yesNo(declared[fact])
              : null;
            return (
              <tr key={fact} className="border-t border-line">
                <th scope="row" className="py-2 pr-2 font-medium">
                  {LABELS[fact]}
                </th>
                <td className="py-2 pr-2">{row ? declaredText(row) : (declaredValue ?? MISSING_VALUE)}</td>
                <td className="py-2">
                  <span className="flex flex-wrap items-center gap-2">
                    {row ? measuredText(row) : MISSING_VALUE}
                    {row?.status === "mismatch" ? <MismatchMarker /> : null}
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {!measured ? (
        <p className="mt-2 text-xs text-fg-muted">No measured facts: the asset has no preview model yet.</p>
      ) : null}
    </div>
  );
}
