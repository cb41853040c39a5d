/** Expiration for the contract: unix seconds, 0 for "no expiry". */
export const expirationSeconds = (expiration: Date | null): bigint =>
  expiration === null ? 0n : BigInt(Math.floor(expiration.getTime() / 1000));
