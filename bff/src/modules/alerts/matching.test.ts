import { AlertIndex, alertTokens, crossedUpwards, hotEnoughNow, matchesOffer, type ActiveAlert, type OfferFacts } from './matching';

const alert = (overrides: Partial<ActiveAlert> = {}): ActiveAlert => ({
  id: 'a1',
  userId: 'u1',
  tokens: alertTokens(['Televisor', 'SAMSUNG']),
  excludedTokens: [],
  shopId: null,
  categoryId: null,
  maxPrice: null,
  minTemperature: null,
  email: 'none',
  label: 'Televisor SAMSUNG',
  ...overrides,
});
const offer = (overrides: Partial<OfferFacts> = {}): OfferFacts => ({
  authorId: 'u2',
  words: new Set(alertTokens(['Televisor Samsung 55" Crystal UHD'])),
  shopId: 's1',
  categoryIds: new Set(['c-sub', 'c-top']),
  price: 1_899_900,
  ...overrides,
});

test('words are normalized: accents, case and punctuation aside, each distinct word once', () => {
  expect(alertTokens(['Cámara  Réflex', 'cámara', 'niño!'])).toEqual(['camara', 'reflex', 'nino']);
});

test('every word is required, excluded words refuse, and the filters apply', () => {
  expect(matchesOffer(alert(), offer())).toBe(true);
  expect(matchesOffer(alert({ tokens: ['televisor', 'lg'] }), offer())).toBe(false);
  expect(matchesOffer(alert({ excludedTokens: ['crystal'] }), offer())).toBe(false);
  expect(matchesOffer(alert({ shopId: 's1' }), offer())).toBe(true);
  expect(matchesOffer(alert({ shopId: 's9' }), offer())).toBe(false);
  expect(matchesOffer(alert({ categoryId: 'c-top' }), offer())).toBe(true);
  expect(matchesOffer(alert({ categoryId: 'c-other' }), offer())).toBe(false);
  expect(matchesOffer(alert({ maxPrice: 1_899_900 }), offer())).toBe(true);
  expect(matchesOffer(alert({ maxPrice: 1_899_899 }), offer())).toBe(false);
  expect(matchesOffer(alert({ maxPrice: 1_000 }), offer({ price: null }))).toBe(false);
  expect(matchesOffer(alert(), offer({ authorId: 'u1' }))).toBe(false);
});

test('temperature: now hot enough on publication, or crossed upwards by a vote', () => {
  expect(hotEnoughNow(alert(), -5)).toBe(true);
  expect(hotEnoughNow(alert({ minTemperature: 10 }), 9)).toBe(false);
  expect(hotEnoughNow(alert({ minTemperature: 10 }), 10)).toBe(true);
  expect(crossedUpwards(alert({ minTemperature: 10 }), 9, 10)).toBe(true);
  expect(crossedUpwards(alert({ minTemperature: 10 }), 10, 11)).toBe(false);
  expect(crossedUpwards(alert({ minTemperature: 10 }), 11, 9)).toBe(false);
  expect(crossedUpwards(alert(), 0, 100)).toBe(false);
});

test('the index finds an alert by its key word, and forgets it on removal or replacement', () => {
  const index = new AlertIndex();
  index.put(alert());
  index.put(alert({ id: 'a2', tokens: ['nevera'] }));
  expect(index.size).toBe(2);
  expect(index.candidates(offer().words).map((a) => a.id)).toEqual(['a1']);
  index.put(alert({ tokens: ['lavadora'] }));
  expect(index.candidates(offer().words)).toEqual([]);
  expect(index.candidates(['lavadora']).map((a) => a.id)).toEqual(['a1']);
  index.remove('a1');
  expect(index.size).toBe(1);
  expect(index.candidates(['lavadora'])).toEqual([]);
});
