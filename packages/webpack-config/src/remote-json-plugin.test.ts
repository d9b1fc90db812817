import { validateRemoteSource } from './remote-json-plugin.cjs';

const valid = { name: 'coupons', routes: ['/', '/ofertas/:slug'], slots: ['overlay'], platform: '^1.0.0' };

describe('validateRemoteSource', () => {
  it('accepts a descriptor that follows the registry contract', () => {
    expect(validateRemoteSource(valid)).toEqual(valid);
  });

  it.each([
    ['an unknown slot', { ...valid, slots: ['sidebar'] }, /slots/],
    ['a relative route', { ...valid, routes: ['ofertas/:slug'] }, /routes/],
    ['a missing platform range', { ...valid, platform: '' }, /platform/],
    ['a name that is not a short lowercase name', { ...valid, name: 'Mf-Coupons' }, /name/],
  ])('rejects %s', (_case, descriptor, message) => {
    expect(() => validateRemoteSource(descriptor)).toThrow(message);
  });
});
