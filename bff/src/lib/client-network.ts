// Who a client is, for limits and one-per-visitor rules. An IPv4 address is one subscriber (or one
// NAT); an IPv6 subscriber gets a whole /64 (often a /56 or /48) and may rotate addresses inside it
// at will, so counting full IPv6 addresses lets anyone be a thousand visitors. IPv6 counts by /64.
import net from 'node:net';

/** The 8 hextets of an IPv6 address, or null when it is not one. */
function hextets(address: string): number[] | null {
  let text = address.split('%')[0] ?? '';
  // A trailing dotted IPv4 (`::ffff:1.2.3.4`, `64:ff9b::1.2.3.4`) is two hextets.
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const parts = dotted[1].split('.').map(Number);
    const [a = 0, b = 0, c = 0, d = 0] = parts;
    text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? left.length !== 8 : missing < 1) return null;
  const all = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right].map((part) => Number.parseInt(part, 16));
  return all.length === 8 && all.every((value) => Number.isInteger(value) && value >= 0 && value <= 0xffff) ? all : null;
}

/** `10.0.0.1` → `10.0.0.1`; `::ffff:10.0.0.1` → `10.0.0.1`; `2001:db8:1:2:aaaa::1` → `2001:db8:1:2::/64`. */
export function clientNetwork(ip: string): string {
  const address = ip.trim().toLowerCase();
  if (net.isIPv4(address)) return address;
  if (!net.isIPv6(address.split('%')[0] ?? '')) return address;
  const parts = hextets(address);
  if (!parts) return address;
  // IPv4-mapped: the IPv4 client it is.
  if (parts.slice(0, 5).every((value) => value === 0) && parts[5] === 0xffff) {
    const [high = 0, low = 0] = parts.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${parts
    .slice(0, 4)
    .map((value) => value.toString(16))
    .join(':')}::/64`;
}
