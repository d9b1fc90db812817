import { normalizeText as contractsNormalize, slugify as contractsSlugify } from '@gangazo/contracts';
import { searchFields } from './search-fields';
import { normalizeText, slugify } from './text';

test('search fields: the normalized name and each distinct normalized word', () => {
  expect(searchFields('Televisor Samsung 55" – Crystal UHD', 'Éxito')).toEqual({
    nameNormalized: 'televisor samsung 55 crystal uhd',
    searchWords: ['televisor', 'samsung', '55', 'crystal', 'uhd', 'exito'],
  });
  expect(searchFields('Niño niño NIÑO').searchWords).toEqual(['nino']);
});

test('the browser-side slug helpers in contracts behave exactly like the BFF ones', () => {
  const samples = ['Televisor 55" Samsung – 4K', 'Niños & Bebés', '¡Oferta!', '  Teléfono   NIÑO ', 'Ñandú Ágil Über', 'a'.repeat(120), '---', 'Café 100% colombiano'];
  for (const sample of samples) {
    expect(contractsSlugify(sample)).toBe(slugify(sample));
    expect(contractsNormalize(sample)).toBe(normalizeText(sample));
  }
});
