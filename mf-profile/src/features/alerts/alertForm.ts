// The alert form's fields as typed, checked in Spanish before sending, and turned into the API body.
import type { Alert, AlertBody, AlertEmail } from '@gangazo/contracts';

export interface AlertDraft {
  words: string;
  excluded: string;
  shopId: string;
  shopName: string;
  categoryId: string;
  maxPrice: string;
  minTemperature: string;
  email: AlertEmail;
}

export type AlertField = 'words' | 'excluded' | 'shop' | 'maxPrice' | 'minTemperature';
export type AlertErrors = Partial<Record<AlertField | 'form', string>>;

export const EMPTY_DRAFT: AlertDraft = { words: '', excluded: '', shopId: '', shopName: '', categoryId: '', maxPrice: '', minTemperature: '', email: 'none' };

export function draftOf(alert: Alert): AlertDraft {
  return {
    words: alert.words.join(' '),
    excluded: alert.excluded_words.join(' '),
    shopId: alert.shop?.id ?? '',
    shopName: alert.shop?.name ?? '',
    categoryId: alert.category?.id ?? '',
    maxPrice: alert.max_price === null ? '' : String(alert.max_price),
    minTemperature: alert.min_temperature === null ? '' : String(alert.min_temperature),
    email: alert.email,
  };
}

/** `'televisor, samsung  55'` → `['televisor', 'samsung', '55']`. */
export function splitWords(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((word) => word.trim())
    .filter(Boolean);
}

/** `'1.899.900'`, `'$ 1 899 900'` → 1899900; null for anything that is not whole pesos. */
export function parsePesos(text: string): number | null {
  const digits = text.replace(/[$\s.]/g, '');
  return /^\d{1,13}$/.test(digits) ? Number(digits) : null;
}

export function checkDraft(draft: AlertDraft): { body: AlertBody } | { errors: AlertErrors } {
  const errors: AlertErrors = {};
  const words = splitWords(draft.words);
  const excluded = splitWords(draft.excluded);
  if (words.length === 0) errors.words = 'Escribe al menos una palabra.';
  else if (words.length > 8) errors.words = 'Usa como máximo 8 palabras.';
  else if (words.some((word) => word.length > 40)) errors.words = 'Cada palabra puede tener hasta 40 caracteres.';
  if (excluded.length > 8) errors.excluded = 'Excluye como máximo 8 palabras.';
  const lower = new Set(words.map((word) => word.toLowerCase()));
  const clash = excluded.find((word) => lower.has(word.toLowerCase()));
  if (clash) errors.excluded = `«${clash}» no puede ser obligatoria y excluida a la vez.`;
  if (draft.shopName.trim() && !draft.shopId) errors.shop = 'Elige una tienda de la lista, o deja el campo vacío.';
  const maxPrice = draft.maxPrice.trim() ? parsePesos(draft.maxPrice) : null;
  if (draft.maxPrice.trim() && maxPrice === null) errors.maxPrice = 'Escribe el precio en pesos, sin decimales (por ejemplo 1.500.000).';
  const temperature = draft.minTemperature.trim();
  if (temperature && !/^-?\d{1,6}$/.test(temperature)) errors.minTemperature = 'Escribe los grados como un número entero.';
  if (Object.keys(errors).length > 0) return { errors };
  return {
    body: {
      words,
      excluded_words: excluded,
      shop_id: draft.shopId || null,
      category_id: draft.categoryId || null,
      max_price: maxPrice,
      min_temperature: temperature ? Number(temperature) : null,
      email: draft.email,
    },
  };
}

export const EMAIL_CHOICES: ReadonlyArray<{ value: AlertEmail; label: string }> = [
  { value: 'none', label: 'Solo en la campana' },
  { value: 'instant', label: 'Un correo por cada oferta' },
  { value: 'digest', label: 'En el resumen diario por correo' },
];
