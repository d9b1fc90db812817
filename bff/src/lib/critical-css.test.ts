import { classesInMarkup, CriticalCss } from './critical-css';

const used = (...names: string[]) => new Set(names);

describe('CriticalCss', () => {
  it('keeps the rules whose classes are all on the page, in the file order', () => {
    const css = '.a{color:red}.b{color:blue}.a .c{margin:0}.a.b{padding:0}.a:hover,.z{top:0}';
    expect(new CriticalCss(css).for(used('a', 'b'))).toBe('.a{color:red}.b{color:blue}.a.b{padding:0}.a:hover,.z{top:0}');
    expect(new CriticalCss(css).for(used())).toBe('');
  });

  it('keeps rules without classes (elements, :root, attributes, the theme) and what it does not descend into', () => {
    const css =
      ':root{--x:1}[data-theme=dark]{--x:2}html,body{margin:0}*{box-sizing:border-box}' +
      '@font-face{font-family:X;src:url(x.woff2)}@keyframes spin{0%{transform:rotate(0)}to{transform:rotate(1turn)}}@charset "utf-8";';
    expect(new CriticalCss(`${css}.z{top:0}`).for(used())).toBe(css);
  });

  it('gives nothing when no rule can match, even with a licence or @keyframes kept', () => {
    expect(new CriticalCss('/*! Quill */.ql-a{top:0}@keyframes k{to{top:0}}').for(used('a'))).toBe('');
    expect(new CriticalCss('/*! Quill */.ql-a{top:0}@keyframes k{to{top:0}}').for(used('ql-a'))).toBe('/*! Quill */.ql-a{top:0}@keyframes k{to{top:0}}');
  });

  it('filters inside @media and @supports and drops a group left empty', () => {
    const css = '@media (min-width:48em){.a{top:0}.b{top:1px}}@supports (display:grid){.z{display:grid}}';
    expect(new CriticalCss(css).for(used('a'))).toBe('@media (min-width:48em){.a{top:0}}');
  });

  it('does not require classes inside :not(), :is(), :has() or attribute selectors', () => {
    const css = '.a:not(.z){top:0}.a:is(.y,.z){top:1px}.a:has(.z){top:2px}.a[title=".z"]{top:3px}.z:not(.a){top:4px}';
    expect(new CriticalCss(css).for(used('a'))).toBe('.a:not(.z){top:0}.a:is(.y,.z){top:1px}.a:has(.z){top:2px}.a[title=".z"]{top:3px}');
  });

  it('reads strings, comments and braces in values without losing its place', () => {
    const css = '/*!licence*/.a:after{content:"}{.b"}/* .c{} */.b{background:url("a{b}.png")}.c{top:0}';
    expect(new CriticalCss(css).for(used('a', 'b'))).toBe('/*!licence*/.a:after{content:"}{.b"}.b{background:url("a{b}.png")}');
  });

  it('keeps a selector list when any of its selectors can match', () => {
    expect(new CriticalCss('.x .y,.a>.b{top:0}').for(used('a', 'b'))).toBe('.x .y,.a>.b{top:0}');
    expect(new CriticalCss('.x .y,.a>.b{top:0}').for(used('a'))).toBe('');
  });
});

describe('classesInMarkup', () => {
  it('collects every class of the markup', () => {
    expect(classesInMarkup('<div class="a  b"><svg class="c"></svg><p data-class="z" class="">x</p></div>')).toEqual(new Set(['a', 'b', 'c']));
  });
});
