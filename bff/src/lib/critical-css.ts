// The part of a stylesheet a server-rendered page paints with: the rules whose class names all appear
// in the page's markup. A page inlines only that (about a third of the design system and the
// remotes' CSS); the whole files come with the code that needs them (the shell's chunk loader and
// the federation runtime fetch a chunk's CSS with its script), so what the browser draws after
// hydration is styled as before, and the first paint no longer waits for 75 KB of CSS to be parsed.
//
// Built CSS is minified by our own build, so a small scanner is enough: comments, strings, nested
// blocks. A rule is dropped only when a class its selector requires is missing from the page;
// anything the scanner is unsure of (no class, an at-rule it does not descend into) is kept.

/** One top-level item of a stylesheet. */
type CssNode =
  | { kind: 'rule'; selectors: string; body: string; classSets: string[][] }
  | { kind: 'group'; prelude: string; children: CssNode[] }
  | { kind: 'verbatim'; text: string };

/** At-rules whose block holds rules (filtered inside); other blocks (@font-face, @keyframes…) are kept whole. */
const GROUPING_AT_RULE = /^@(media|supports|container|layer|scope)\b/i;

/** Index just past the string starting at `start` (quote at `start`). */
function skipString(css: string, start: number): number {
  const quote = css[start];
  let i = start + 1;
  while (i < css.length && css[i] !== quote) i += css[i] === '\\' ? 2 : 1;
  return i + 1;
}

/** Index just past the comment starting at `start` (`/*`). */
function skipComment(css: string, start: number): number {
  const end = css.indexOf('*/', start + 2);
  return end === -1 ? css.length : end + 2;
}

/** Index of the `}` closing the block opened at `open` (`{`). */
function closingBrace(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; ) {
    const c = css[i];
    if (c === '"' || c === "'") i = skipString(css, i);
    else if (c === '/' && css[i + 1] === '*') i = skipComment(css, i);
    else {
      if (c === '{') depth++;
      else if (c === '}' && --depth === 0) return i;
      i++;
    }
  }
  return css.length;
}

/** Splits at commas outside parentheses, brackets and strings. */
function splitTopLevel(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === '"' || c === "'") i = skipString(list, i) - 1;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(list.slice(start));
  return parts;
}

/**
 * The class names a selector needs on the page. What is inside a functional pseudo-class
 * (`:not(.a)`, `:is(.a,.b)`, `:has(.a)`) and inside attribute selectors is not required: the rule is kept.
 */
function requiredClasses(selector: string): string[] {
  let plain = '';
  let depth = 0;
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i];
    if (c === '"' || c === "'") {
      i = skipString(selector, i) - 1;
      continue;
    }
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (depth === 0) plain += c;
  }
  return [...plain.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1] as string);
}

function parse(css: string): CssNode[] {
  const nodes: CssNode[] = [];
  let i = 0;
  let start = 0;
  while (i < css.length) {
    const c = css[i];
    if (c === '"' || c === "'") {
      i = skipString(css, i);
    } else if (c === '/' && css[i + 1] === '*') {
      // A licence comment (`/*!`) is kept, others dropped; either way it is not part of a prelude.
      const end = skipComment(css, i);
      if (css[i + 2] === '!') nodes.push({ kind: 'verbatim', text: css.slice(i, end) });
      i = end;
      start = i;
    } else if (c === ';') {
      // A statement at-rule (`@charset`, `@import`, `@layer a,b;`).
      const text = css.slice(start, i + 1).trim();
      if (text !== ';') nodes.push({ kind: 'verbatim', text });
      i++;
      start = i;
    } else if (c === '{') {
      const prelude = css.slice(start, i).trim();
      const close = closingBrace(css, i);
      const body = css.slice(i + 1, close);
      if (GROUPING_AT_RULE.test(prelude)) nodes.push({ kind: 'group', prelude, children: parse(body) });
      else if (prelude.startsWith('@')) nodes.push({ kind: 'verbatim', text: `${prelude}{${body}}` });
      else nodes.push({ kind: 'rule', selectors: prelude, body, classSets: splitTopLevel(prelude).map(requiredClasses) });
      i = close + 1;
      start = i;
    } else {
      i++;
    }
  }
  return nodes;
}

/** The kept text, and whether a style rule is in it (a licence or @keyframes alone paint nothing). */
function serialize(nodes: CssNode[], used: ReadonlySet<string>): { text: string; styles: boolean } {
  let text = '';
  let styles = false;
  for (const node of nodes) {
    if (node.kind === 'verbatim') text += node.text;
    else if (node.kind === 'rule') {
      if (node.classSets.some((classes) => classes.every((name) => used.has(name)))) {
        text += `${node.selectors}{${node.body}}`;
        styles = true;
      }
    } else {
      const inner = serialize(node.children, used);
      if (inner.styles) {
        text += `${node.prelude}{${inner.text}}`;
        styles = true;
      }
    }
  }
  return { text, styles };
}

/** A stylesheet parsed once, filtered for each page. */
export class CriticalCss {
  private readonly nodes: CssNode[];

  constructor(css: string) {
    this.nodes = parse(css);
  }

  /**
   * The rules that can match an element of a page using these class names (in the file's order),
   * with the file's at-rules (@font-face, @keyframes) and licence; '' when no rule can match.
   */
  for(usedClasses: ReadonlySet<string>): string {
    const kept = serialize(this.nodes, usedClasses);
    return kept.styles ? kept.text : '';
  }
}

/** Every class name in `class="…"` attributes of server-rendered markup. */
export function classesInMarkup(html: string): Set<string> {
  const used = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of (match[1] as string).split(/\s+/)) if (name) used.add(name);
  }
  return used;
}
