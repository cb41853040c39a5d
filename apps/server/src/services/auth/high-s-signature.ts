import { size, sliceHex, type Hex } from "viem";

// Half the order of secp256k1. EIP-2 (https://eips.ethereum.org/EIPS/eip-2) made transactions with a
// larger `s` invalid: for every signature (r, s, v) there is a twin (r, n − s, v ^ 1) of the same
// message and key, and wallets only ever produce the low one.
const HALF_CURVE_ORDER = 0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0n;

/**
 * Whether a 65-byte ECDSA signature (r ‖ s ‖ v) carries the high `s` of the malleable twin. Other
 * lengths — ERC-1271 contract-wallet data, ERC-6492 wrappers, EIP-2098 compact signatures, whose
 * encoding leaves no room for a high `s` — are not plain ECDSA signatures and answer false.
 */
export function isHighSSignature(signature: Hex): boolean {
  if (size(signature) !== 65) return false;
  return BigInt(sliceHex(signature, 32, 64)) > HALF_CURVE_ORDER;
}
