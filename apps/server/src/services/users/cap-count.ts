import { PROFILE_COUNT_CAP } from "@meshlink/domain/users-api.types";

/** A profile figure as served (counted up to the cap's next row, db/queries/profile-counts.ts): the cap at most, and whether it was reached. */
export const capCount = (count: number) => ({
  value: Math.min(count, PROFILE_COUNT_CAP),
  capped: count > PROFILE_COUNT_CAP,
});
