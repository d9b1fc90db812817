import { decodeBase64Ascii, decodeCategoryId, encodeBase64Ascii, encodeCategoryId, normalizeText, offerIdFromPath, offerPath, slugify } from './slug';

test('slugs fold accents and drop punctuation', () => {
  expect(slugify('Televisor 55" Samsung – 4K')).toBe('televisor-55-samsung-4k');
  expect(slugify('Niños & Bebés')).toBe('ninos-bebes');
  expect(slugify('¡¡¡!!!')).toBe('item');
  expect(slugify('a'.repeat(100)).length).toBe(80);
  expect(slugify('palabra '.repeat(20), 20)).not.toMatch(/-$/);
  expect(normalizeText('  Teléfono   NIÑO ')).toBe('telefono nino');
});

test('offer paths end with the id, which can be read back', () => {
  const id = '65a1b2c3d4e5f6a7b8c9d0e1';
  expect(offerPath('Celular Xiaomi Redmi Note 13', id)).toBe(`/ofertas/celular-xiaomi-redmi-note-13-${id}`);
  expect(offerIdFromPath(`/ofertas/celular-xiaomi-redmi-note-13-${id}`)).toBe(id);
  expect(offerIdFromPath(`celular-${id.toUpperCase()}`)).toBe(id);
  expect(offerIdFromPath('celular-xiaomi')).toBeNull();
  expect(offerIdFromPath(`celular-${id}extra`)).toBeNull();
});

test('base64 round-trips and matches Node', () => {
  for (const text of ['', 'a', 'ab', 'abc', 'tecnologia', 'hogar-y-cocina', '65a1b2c3d4e5f6a7b8c9d0e1']) {
    expect(encodeBase64Ascii(text)).toBe(Buffer.from(text).toString('base64'));
    expect(decodeBase64Ascii(encodeBase64Ascii(text))).toBe(text);
  }
  expect(decodeBase64Ascii('aG9nYXIteS1jb2NpbmE')).toBe('hogar-y-cocina'); // no padding
  expect(decodeBase64Ascii('P-_-')).toBe(Buffer.from('P-_-', 'base64url').toString('latin1'));
  expect(decodeBase64Ascii('abc$')).toBeNull();
  expect(decodeBase64Ascii('a')).toBeNull();
});

test('category ids are base64 of a slug or an ObjectId; anything else is refused', () => {
  expect(encodeCategoryId('tecnologia')).toBe('dGVjbm9sb2dpYQ==');
  expect(decodeCategoryId('dGVjbm9sb2dpYQ==')).toBe('tecnologia');
  expect(decodeCategoryId(Buffer.from('65a1b2c3d4e5f6a7b8c9d0e1').toString('base64'))).toBe('65a1b2c3d4e5f6a7b8c9d0e1');
  expect(decodeCategoryId(Buffer.from('<script>').toString('base64'))).toBeNull();
  expect(decodeCategoryId(Buffer.from('Tecnología').toString('base64'))).toBeNull();
  expect(decodeCategoryId('%%%')).toBeNull();
  expect(decodeCategoryId('')).toBeNull();
});
