import { z } from "zod";

// Spec section 3 "Requirements of an asset": the machine a game needs to run the asset, as free
// text per component ("GTX 1060", "8 GB"); every field may be left empty.
const specText = z.string().trim().max(200).default("");

const ZMachineSpec = z.object({
  cpu: specText,
  gpu: specText,
  ram: specText,
  hdd: specText,
  os: specText,
});
type MachineSpec = z.infer<typeof ZMachineSpec>;

export const ZAssetRequirements = z.object({
  minimum: ZMachineSpec,
  recommended: ZMachineSpec,
});
export type AssetRequirements = z.infer<typeof ZAssetRequirements>;

export const EMPTY_MACHINE_SPEC: MachineSpec = { cpu: "", gpu: "", ram: "", hdd: "", os: "" };

// Lets a screen hide the whole requirements block when nothing was filled in.
export const hasRequirements = (requirements: AssetRequirements): boolean =>
  [requirements.minimum, requirements.recommended].some((spec) =>
    Object.values(spec).some((value) => value.trim() !== ""),
  );
