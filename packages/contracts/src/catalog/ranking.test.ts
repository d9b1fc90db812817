import { hotScore, isNewOffer, NEW_OFFER_MS, temperatureOf } from './ranking';

test('temperature is the sum of +1 hot and −1 cold', () => {
  expect(temperatureOf(['hot', 'hot', 'cold'])).toBe(1);
  expect(temperatureOf([])).toBe(0);
  expect(temperatureOf(['cold', 'cold'])).toBe(-2);
});

test("an offer is 'Nuevo' for its first 10 minutes only", () => {
  const now = new Date('2025-06-01T12:00:00Z');
  expect(isNewOffer(new Date(now.getTime() - 60_000), now)).toBe(true);
  expect(isNewOffer(new Date(now.getTime() - NEW_OFFER_MS + 1), now)).toBe(true);
  expect(isNewOffer(new Date(now.getTime() - NEW_OFFER_MS), now)).toBe(false);
  expect(isNewOffer('2025-06-01T11:00:00Z', now)).toBe(false);
});

test('hot score = temperature / (hours + 2)^1.5', () => {
  expect(hotScore(40, 2 * 3_600_000)).toBeCloseTo(40 / 8, 10);
  expect(hotScore(10, 0)).toBeCloseTo(10 / Math.pow(2, 1.5), 10);
  // Negative ages (clock skew) count as zero.
  expect(hotScore(10, -5_000)).toBe(hotScore(10, 0));
});

test('recent heat beats old heat; cold sinks below zero; same age keeps degree order', () => {
  const hour = 3_600_000;
  expect(hotScore(30, 3 * hour)).toBeGreaterThan(hotScore(200, 7 * 24 * hour));
  expect(hotScore(-5, hour)).toBeLessThan(0);
  expect(hotScore(50, 5 * hour)).toBeGreaterThan(hotScore(20, 5 * hour));
  // Decays monotonically with age.
  expect(hotScore(100, hour)).toBeGreaterThan(hotScore(100, 2 * hour));
});
