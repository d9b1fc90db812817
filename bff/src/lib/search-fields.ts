// The normalized fields every searchable entity stores, so search can match the start of any word
// with an anchored regex (`{ searchWords: /^tele/ }`) instead of $text, which FerretDB lacks.
import { normalizeText } from './text';

export interface SearchFields {
  nameNormalized: string;
  searchWords: string[];
}

export function searchFields(...texts: string[]): SearchFields {
  const nameNormalized = normalizeText(texts[0] ?? '');
  const words = new Set<string>();
  for (const text of texts) for (const word of normalizeText(text).split(' ')) if (word) words.add(word);
  return { nameNormalized, searchWords: [...words].slice(0, 60) };
}
