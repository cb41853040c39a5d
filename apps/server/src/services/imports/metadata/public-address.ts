import { BlockList, isIPv4, isIPv6 } from "node:net";

// Addresses a token's metadata host must not resolve to outside the local setup: a tokenURI is
// chosen by whoever deployed the contract, so without this check the server would fetch its own
// network's services (cloud metadata endpoints, databases, admin pages) on their behalf. Ranges from
// the IANA special-purpose registries (RFC 6890 and its updates).
// Two lists: a BlockList checks an IPv4 address against its IPv6 rules too, as IPv4-mapped.
const NOT_PUBLIC_V4 = new BlockList();
const NOT_PUBLIC_V6 = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  NOT_PUBLIC_V4.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  // IPv4-mapped and -translated forms reach IPv4 hosts a resolver would name directly.
  ["::ffff:0:0", 96],
  ["64:ff9b::", 96],
  ["64:ff9b:1::", 48],
  ["100::", 64],
  ["2001::", 23],
  ["2001:db8::", 32],
  ["2002::", 16],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  NOT_PUBLIC_V6.addSubnet(network, prefix, "ipv6");
}

/** True for a globally routable unicast address; false for anything private, local or reserved. */
export function isPublicAddress(address: string): boolean {
  if (isIPv4(address)) return !NOT_PUBLIC_V4.check(address, "ipv4");
  return isIPv6(address) && !NOT_PUBLIC_V6.check(address, "ipv6");
}
