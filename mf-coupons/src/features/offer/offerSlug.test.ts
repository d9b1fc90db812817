import { parseOfferSlug } from './offerSlug';

describe('parseOfferSlug (/ofertas/{name-slug}-{id})', () => {
  it('takes the id after the last hyphen and a readable name before it', () => {
    expect(parseOfferSlug('televisor-samsung-55-pulgadas-65a1f0c2e4b0a1b2c3d4e5f6')).toEqual({ id: '65a1f0c2e4b0a1b2c3d4e5f6', name: 'Televisor samsung 55 pulgadas' });
  });

  it('treats a slug without a hyphen as a bare id', () => {
    expect(parseOfferSlug('1234')).toEqual({ id: '1234', name: '' });
  });
});
