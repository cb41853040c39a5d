import { hexToBigInt, numberToHex, sliceHex, type Hex } from "viem";

const CURVE_ORDER = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;

/**
 * A 65-byte signature's malleable twin: s → n − s and the recovery bit flipped (v 27 ↔ 28). ecrecover
 * finds the same signer for it, which is why EIP-2 refuses it.
 */
export function highSTwin(signature: Hex): Hex {
  const s = hexToBigInt(sliceHex(signature, 32, 64));
  const v = Number(hexToBigInt(sliceHex(signature, 64, 65)));
  const twinS = numberToHex(CURVE_ORDER - s, { size: 32 }).slice(2);
  const twinV = numberToHex(v === 27 ? 28 : 27, { size: 1 }).slice(2);
  return `${sliceHex(signature, 0, 32)}${twinS}${twinV}`;
}
