import { BlockList, isIP, isIPv4 } from "node:net";

/**
 * Addresses a webhook may not reach unless `webhooks.allowPrivateAddresses` is on: everything that is not
 * the public internet (RFC 6890 special-purpose ranges), so a webhook cannot be pointed at the service's
 * own host or network.
 */
const BLOCKED = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this network", unspecified
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // CGNAT shared space
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local (cloud metadata services live here)
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay anycast
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
] as const) {
  BLOCKED.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128], // unspecified
  ["::1", 128], // loopback
  ["::", 96], // IPv4-compatible (deprecated)
  ["::ffff:0:0:0", 96], // IPv4-translated (SIIT)
  ["100::", 64], // discard
  ["2001::", 23], // IETF protocol assignments (Teredo, ORCHID, ...)
  ["2001:db8::", 32], // documentation
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated)
  ["ff00::", 8], // multicast
] as const) {
  BLOCKED.addSubnet(network, prefix, "ipv6");
}

/** The eight 16-bit groups of an IPv6 address (a trailing dotted quad and a zone are allowed). */
function ipv6Groups(address: string): number[] {
  let text = address.split("%")[0];
  const tail: number[] = [];
  const quad = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (quad) {
    const [a, b, c, d] = quad[1].split(".").map(Number);
    tail.push((a << 8) | b, (c << 8) | d);
    text = text.slice(0, -quad[1].length);
    if (text.endsWith(":") && !text.endsWith("::")) text = text.slice(0, -1);
  }
  const [head, rest] = text.split("::");
  const parse = (part: string | undefined) =>
    part
      ? part
          .split(":")
          .filter(Boolean)
          .map((h) => Number.parseInt(h, 16))
      : [];
  const left = parse(head);
  const right = [...parse(rest), ...tail];
  if (rest === undefined) return [...left, ...right];
  return [...left, ...new Array(8 - left.length - right.length).fill(0), ...right];
}

/** The IPv4 address an IPv6 address carries (mapped, NAT64 or 6to4), if any. */
function embeddedIpv4(groups: number[]): string | undefined {
  const v4 = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  const zeros = (from: number, to: number) => groups.slice(from, to).every((g) => g === 0);
  if (zeros(0, 5) && groups[5] === 0xffff) return v4(groups[6], groups[7]); // ::ffff:a.b.c.d
  if (groups[0] === 0x64 && groups[1] === 0xff9b && zeros(2, 6)) return v4(groups[6], groups[7]); // NAT64
  if (groups[0] === 0x2002) return v4(groups[1], groups[2]); // 6to4
  return undefined;
}

/** True for an IP address (v4 or v6 text) a webhook must not reach; false for a public one. */
export function isPrivateAddress(address: string): boolean {
  if (isIPv4(address)) return BLOCKED.check(address, "ipv4");
  const bare = address.replace(/^\[|\]$/g, "");
  if (isIP(bare.split("%")[0]) !== 6) return true; // not an address at all: never connect to it
  const groups = ipv6Groups(bare);
  const embedded = embeddedIpv4(groups);
  if (embedded !== undefined) return BLOCKED.check(embedded, "ipv4");
  return BLOCKED.check(bare.split("%")[0], "ipv6");
}
