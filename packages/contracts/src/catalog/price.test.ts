import { discountPercent, isValidCop, parseCop, savingsCop } from './price';

test('discount is whole percent, rounded down, from the previous price', () => {
  expect(discountPercent(1_899_900, 2_499_900)).toBe(24); // 24.0017 %
  expect(discountPercent(50_000, 100_000)).toBe(50);
  expect(discountPercent(66_667, 100_000)).toBe(33); // 33.33 % never shows as 34
  expect(discountPercent(0, 100_000)).toBe(100);
});

test('no discount without a real price drop or without prices', () => {
  expect(discountPercent(100_000, 100_000)).toBeNull();
  expect(discountPercent(120_000, 100_000)).toBeNull();
  expect(discountPercent(100_000, 0)).toBeNull();
  expect(discountPercent(null, 100_000)).toBeNull();
  expect(discountPercent(100_000, undefined)).toBeNull();
  expect(discountPercent(99.5, 200)).toBeNull();
  expect(discountPercent(-5, 200)).toBeNull();
});

test('COP amounts are whole non-negative pesos', () => {
  expect(isValidCop(1_899_900)).toBe(true);
  expect(isValidCop(0)).toBe(true);
  expect(isValidCop(1.5)).toBe(false);
  expect(isValidCop(-1)).toBe(false);
  expect(isValidCop(Number.MAX_SAFE_INTEGER + 2)).toBe(false);
  expect(isValidCop('1000')).toBe(false);
});

test('typed prices are read the es-CO way', () => {
  expect(parseCop('$ 1.899.900')).toBe(1_899_900);
  expect(parseCop('1.899.900')).toBe(1_899_900);
  expect(parseCop('1899900')).toBe(1_899_900);
  expect(parseCop('$\u00a0250.000')).toBe(250_000);
  expect(parseCop('1.899,50')).toBeNull();
  expect(parseCop('18.99.900')).toBeNull();
  expect(parseCop('mil')).toBeNull();
  expect(parseCop('')).toBeNull();
});

test('savings in pesos', () => {
  expect(savingsCop(1_899_900, 2_499_900)).toBe(600_000);
  expect(savingsCop(100, 100)).toBeNull();
});
