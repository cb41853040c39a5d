import { MISSING_VALUE } from "@meshlink/domain/constants/placeholders";
import { hasRequirements, type AssetRequirements } from "@meshlink/domain/validation/asset-requirements";

const PARTS = [
  ["cpu", "CPU"],
  ["gpu", "GPU"],
  ["ram", "RAM"],
  ["hdd", "Storage"],
  ["os", "OS"],
] as const;

/** Spec section 3 "Requirements of an asset": minimum and recommended machine, "--" where empty. */
export function RequirementsTable({ requirements }: { requirements: AssetRequirements | null }) {
  if (!requirements || !hasRequirements(requirements)) {
    return <p className="text-fg-muted">No system requirements declared.</p>;
  }
  return (
    <table className="w-full table-fixed text-left">
      <caption className="sr-only">System requirements</caption>
      <thead className="text-xs text-fg-muted">
        <tr>
          <td className="w-20" />
          <th scope="col" className="py-1.5 pr-2 font-medium">
            Minimum
          </th>
          <th scope="col" className="py-1.5 font-medium">
            Recommended
          </th>
        </tr>
      </thead>
      <tbody>
        {PARTS.map(([key, label]) => (
          <tr key={key} className="border-t border-line">
            <th scope="row" className="py-2 pr-2 font-medium">
              {label}
            </th>
            <td className="py-2 pr-2 break-words">{requirements.minimum[key] || MISSING_VALUE}</td>
            <td className="py-2 break-words">{requirements.recommended[key] || MISSING_VALUE}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
