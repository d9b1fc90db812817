import { clientNetwork } from './client-network';

test.each([
  ['10.0.0.1', '10.0.0.1'],
  [' 181.49.12.7 ', '181.49.12.7'],
  ['::ffff:10.0.0.1', '10.0.0.1'],
  ['::FFFF:0a00:0001', '10.0.0.1'],
  ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
  ['2001:0DB8:0001:0002::1', '2001:db8:1:2::/64'],
  ['2001:db8::1', '2001:db8:0:0::/64'],
  ['2001:db8:1:2::1%eth0', '2001:db8:1:2::/64'],
  ['::1', '0:0:0:0::/64'],
  ['64:ff9b::192.0.2.33', '64:ff9b:0:0::/64'],
])('%s counts as %s', (ip, network) => {
  expect(clientNetwork(ip)).toBe(network);
});

test('every address of one /64 is one client; the next /64 is another', () => {
  const inside = Array.from({ length: 500 }, (_, i) => `2800:e2:4a80:9f1:${((i * 7919) % 0x10000).toString(16)}:${i.toString(16)}:1:${(i + 3).toString(16)}`);
  expect(new Set(inside.map(clientNetwork))).toEqual(new Set(['2800:e2:4a80:9f1::/64']));
  expect(clientNetwork('2800:e2:4a80:9f2::1')).toBe('2800:e2:4a80:9f2::/64');
});

test('what is not an address is kept as it is (never throws)', () => {
  expect(clientNetwork('unknown')).toBe('unknown');
  expect(clientNetwork('')).toBe('');
});
