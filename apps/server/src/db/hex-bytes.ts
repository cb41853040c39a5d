import { customType } from "drizzle-orm/pg-core";

/**
 * A `0x`-prefixed hex string (address, hash) kept as bytea: half the bytes of its text, which the
 * activity table's 100k-row backfills write and log. Read back as lowercase `0x…` text.
 */
export const hexBytes = customType<{ data: string; driverData: Uint8Array | string }>({
  dataType: () => "bytea",
  toDriver: (hex) => hexToBytes(hex),
  fromDriver: (value) => bytesToHex(value),
});

/** The bytes of `0x`-prefixed hex (either case); anything else throws instead of storing garbage. */
export function hexToBytes(hex: string): Buffer {
  if (!/^0x(?:[0-9a-fA-F]{2})*$/.test(hex)) throw new Error(`not 0x-prefixed hex bytes: ${hex.slice(0, 80)}`);
  return Buffer.from(hex.slice(2), "hex");
}

// PGlite answers bytea as a Uint8Array, node-postgres as a Buffer; a raw text answer reads `\x…`.
function bytesToHex(value: Uint8Array | string): string {
  if (typeof value === "string") return `0x${value.replace(/^\\x/, "")}`;
  return `0x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString("hex")}`;
}
