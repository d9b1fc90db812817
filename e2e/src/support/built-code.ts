// Changing something a shopper sees in a built remote, as a team's new build would: the tests that
// deploy a "new version" copy this checkout's build and rewrite one string in it.

/**
 * A string literal as the builds write it: as is in the browser chunks, and with every character
 * past ASCII escaped in the server containers (`\xed`, `\u2014`; webpack-config's serverMinimizer).
 */
function literalForms(text: string): string[] {
  const escaped = [...text].map((char) => {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x80) return char;
    return code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
  return [...new Set([`"${text}"`, `"${escaped.join('')}"`])];
}

/** `code` with the literal `from` replaced by `to` in either form, or null when it has none. */
export function replaceStringLiteral(code: string, from: string, to: string): string | null {
  const forms = literalForms(from).filter((form) => code.includes(form));
  if (forms.length === 0) return null;
  return forms.reduce((result, form) => result.replaceAll(form, JSON.stringify(to)), code);
}
