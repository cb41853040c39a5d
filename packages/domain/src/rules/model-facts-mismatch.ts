import type { TechnicalShort } from "../validation/technical-description.ts";

// Spec section 2: the creator's declared technical details are shown beside the facts measured in the glb
// preview, with a visible mismatch where they disagree. The declared polygon count is free text
// ("12k", "12,400 tris", "1.2M"), so it is read as a number first; text with no number is "unknown".

/** A declared count within 10% of the measured triangles counts as a match ("12k" for 12,400). */
const POLY_COUNT_TOLERANCE = 0.1;

export type MeasuredFacts = {
  triangles: number;
  rigged: boolean;
  animations: readonly unknown[];
  textures: readonly unknown[];
};

type FactStatus = "match" | "mismatch" | "unknown";

export type FactComparison =
  | {
      fact: "polyCount";
      declared: string;
      declaredCount: number | null;
      measured: number;
      status: FactStatus;
    }
  | { fact: "rigged" | "animations" | "textures"; declared: boolean; measured: boolean; status: FactStatus };

const MULTIPLIERS: Record<string, number> = { k: 1_000, m: 1_000_000 };

/** The number a polygon-count text states, or null: "12k" → 12000, "12,400 tris" → 12400. */
export const parsePolyCount = (text: string): number | null => {
  const match = /(\d[\d,\s]*(?:\.\d+)?)\s*([km])?(?![a-z])/i.exec(text.trim());
  if (!match?.[1]) return null;
  const value = Number(match[1].replace(/[,\s]/g, ""));
  if (!Number.isFinite(value)) return null;
  const multiplier = match[2] ? (MULTIPLIERS[match[2].toLowerCase()] ?? 1) : 1;
  return Math.round(value * multiplier);
};

export const polyCountMatches = (declared: number, measured: number): boolean => {
  if (measured === 0) return declared === 0;
  return Math.abs(declared - measured) / measured <= POLY_COUNT_TOLERANCE;
};

const flag = (fact: "rigged" | "animations" | "textures", declared: boolean, measured: boolean) =>
  ({ fact, declared, measured, status: declared === measured ? "match" : "mismatch" }) as const;

/** One row per declared fact, in the order the page lists them. */
export const compareModelFacts = (declared: TechnicalShort, measured: MeasuredFacts): FactComparison[] => {
  const declaredCount = parsePolyCount(declared.polyCount);
  const polyStatus: FactStatus =
    declaredCount === null
      ? "unknown"
      : polyCountMatches(declaredCount, measured.triangles)
        ? "match"
        : "mismatch";
  return [
    {
      fact: "polyCount",
      declared: declared.polyCount,
      declaredCount,
      measured: measured.triangles,
      status: polyStatus,
    },
    flag("rigged", declared.rigged, measured.rigged),
    flag("animations", declared.animations, measured.animations.length > 0),
    flag("textures", declared.textures, measured.textures.length > 0),
  ];
};

export const hasModelFactsMismatch = (comparisons: readonly FactComparison[]): boolean =>
  comparisons.some((comparison) => comparison.status === "mismatch");
