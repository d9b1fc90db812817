import { ADMIN_LIMITS } from '@gangazo/contracts';

export interface CodeLines {
  codes: string[];
  /** Blank lines and repeats dropped before sending. */
  dropped: number;
  error: string | null;
}

/** A textarea's lines → the codes to send: trimmed, no blanks, first of each repeat kept. */
export function readCodeLines(text: string): CodeLines {
  const lines = text.split(/\r?\n/);
  const seen = new Set<string>();
  const codes: string[] = [];
  for (const line of lines) {
    const value = line.trim();
    if (value && !seen.has(value)) {
      seen.add(value);
      codes.push(value);
    }
  }
  const dropped = lines.length - codes.length;
  if (codes.length === 0) return { codes, dropped, error: 'Escribe al menos un código (uno por línea).' };
  if (codes.length > ADMIN_LIMITS.maxCodesPerLoad) return { codes, dropped, error: `Puedes cargar hasta ${ADMIN_LIMITS.maxCodesPerLoad} códigos a la vez.` };
  const tooLong = codes.find((code) => code.length > ADMIN_LIMITS.codeMaxLength);
  if (tooLong) return { codes, dropped, error: `Cada código puede tener hasta ${ADMIN_LIMITS.codeMaxLength} caracteres.` };
  return { codes, dropped, error: null };
}
