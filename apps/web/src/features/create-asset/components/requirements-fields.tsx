import type { UseFormRegister } from "react-hook-form";
import { TextField } from "@/ui/text-field";
import type { CreateAssetForm } from "@/features/create-asset/create-asset.schema";

const LEVELS = [
  { key: "minimum", label: "Minimum" },
  { key: "recommended", label: "Recommended" },
] as const;
const PARTS = [
  { key: "cpu", label: "CPU", placeholder: "Intel i5-8400" },
  { key: "gpu", label: "GPU", placeholder: "GTX 1060" },
  { key: "ram", label: "RAM", placeholder: "8 GB" },
  { key: "hdd", label: "HDD", placeholder: "2 GB" },
  { key: "os", label: "OS", placeholder: "Windows 10" },
] as const;

/** Spec section 3 "Requirements of an asset": minimum and recommended machines, all optional. */
export function RequirementsFields({ register }: { register: UseFormRegister<CreateAssetForm> }) {
  return (
    <fieldset>
      <legend className="mb-3 text-base font-semibold">Requirements</legend>
      <div className="grid gap-6 md:grid-cols-2">
        {LEVELS.map((level) => (
          <fieldset key={level.key} className="space-y-3">
            <legend className="mb-2 text-sm font-medium text-fg-muted">{level.label}</legend>
            {PARTS.map((part) => (
              <TextField
                key={part.key}
                label={`${level.label} ${part.label}`}
                placeholder={part.placeholder}
                {...register(`requirements.${level.key}.${part.key}`)}
              />
            ))}
          </fieldset>
        ))}
      </div>
    </fieldset>
  );
}
