import { escapeRegex, normalizeText, slugify } from './text';

test('normalizeText folds case and accents, including ñ', () => {
  expect(normalizeText('  Teléfono   NIÑO ')).toBe('telefono nino');
  expect(normalizeText('Éxito')).toBe('exito');
  expect(normalizeText('50% OFF!')).toBe('50 off');
});

test('slugify builds readable slugs', () => {
  expect(slugify('Televisor 55" Samsung – 4K')).toBe('televisor-55-samsung-4k');
  expect(slugify('¡¡¡')).toBe('item');
  expect(slugify('a'.repeat(100)).length).toBe(80);
});

test('escapeRegex makes metacharacters literal', () => {
  const pattern = new RegExp(`^${escapeRegex('.*(a[')}`);
  expect(pattern.test('.*(a[b')).toBe(true);
  expect(pattern.test('xx')).toBe(false);
});
