// Where the server may post a push: a push service on the public internet, never an address of the site's own network
// (a subscription's endpoint is chosen by whoever subscribes, so without this it would be a way to make the server
// post to its own database, metadata service or router). Checked twice: the endpoint's written host when she
// subscribes, and every address its name resolves to when the server connects (so a name that later resolves inside,
// DNS rebinding, is refused too).
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from "node:dns";
import { BlockList, isIP } from "node:net";

// One list per family: Node's BlockList matches an IPv4 address against an IPv6 rule for its mapped form, so
// ::ffff:0:0/96 in the same list would refuse every IPv4 address.
const privateV4 = new BlockList();
const privateV6 = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, cloud metadata services
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
] as const) {
  privateV4.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["::ffff:0:0", 96], // IPv4-mapped: an IPv4 address in disguise
  ["64:ff9b::", 96], // NAT64: likewise
  ["100::", 64],
  ["2001:db8::", 32],
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["ff00::", 8], // multicast
] as const) {
  privateV6.addSubnet(network, prefix, "ipv6");
}

/** Whether an IP address is on the public internet (false for loopback, private, link-local, reserved ...). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return family === 4 ? !privateV4.check(address, "ipv4") : !privateV6.check(address, "ipv6");
}

/** A host name written in a URL that can only mean the site's own machine or network. */
export function isInternalHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (isIP(host)) return !isPublicAddress(host);
  return host === "localhost" || /\.(localhost|local|internal|home\.arpa)$/.test(host) || !host.includes(".");
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * `dns.lookup` for a connection that may reach only public addresses: every address the name has must be public
 * (an attacker's name with one inside address and one outside is refused whichever would be tried first).
 */
export function publicOnlyLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused || addresses.length === 0) {
      const refusal: NodeJS.ErrnoException = new Error(`${hostname} is not a public address`);
      refusal.code = "EPUSHADDRESS";
      return callback(refusal, []);
    }
    if (options.all) return callback(null, addresses);
    const [first] = addresses as [LookupAddress];
    callback(null, first.address, first.family);
  });
}
