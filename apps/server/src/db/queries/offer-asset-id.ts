import { type SQL, sql } from "drizzle-orm";

const TWO_32 = sql.raw("4294967296");
const TWO_64 = sql.raw("18446744073709551616");
const TWO_96 = sql.raw("79228162514264337593543950336");
const TWO_128 = sql.raw("340282366920938463463374607431768211456");

/**
 * The catalog id an offer names: its uint256 `asset_id` (decimal text) read back as the asset's UUID,
 * 32 hex digits in four 32-bit parts (domain `offerAssetIdOf` is the other way). Null for a number
 * that is no UUID; the nested CASE keeps other text from ever reaching the numeric cast.
 */
export function offerAssetUuid(assetId: SQL): SQL {
  const n = sql`${assetId}::numeric`;
  const part = (value: SQL) => sql`lpad(to_hex((${value})::bigint), 8, '0')`;
  return sql`(case when ${assetId} ~ '^[0-9]{1,39}$' then case when ${n} < ${TWO_128} then (
    ${part(sql`div(${n}, ${TWO_96})`)} || ${part(sql`mod(div(${n}, ${TWO_64}), ${TWO_32})`)}
    || ${part(sql`mod(div(${n}, ${TWO_32}), ${TWO_32})`)} || ${part(sql`mod(${n}, ${TWO_32})`)})::uuid end end)`;
}
