import { OVERRIDES_KEY, overrideMayApply } from './overrideHint';

const storage = (values: Record<string, string>) => ({ getItem: (key: string) => values[key] ?? null });

test('an override may apply only when one is kept or asked for in the address', () => {
  expect(overrideMayApply(storage({}), '')).toBe(false);
  expect(overrideMayApply(null, '?q=tv')).toBe(false);
  expect(overrideMayApply(storage({}), '?probar=coupons@1.4.0')).toBe(true);
  expect(overrideMayApply(null, '?probar=')).toBe(true);
  expect(overrideMayApply(storage({ [OVERRIDES_KEY]: '{}' }), '')).toBe(true);
});

test('a storage that throws is taken as holding nothing', () => {
  expect(
    overrideMayApply(
      {
        getItem: () => {
          throw new Error('SecurityError');
        },
      },
      '',
    ),
  ).toBe(false);
});
