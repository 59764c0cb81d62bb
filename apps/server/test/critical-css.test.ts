import { describe, expect, it } from 'vitest';
import { criticalCssPicker, htmlClasses, parseCss, requiredClasses } from '../src/http/critical-css.ts';

const MAIN = [
  ':root{--c:red}',
  '*,:before{box-sizing:border-box}',
  '.a{color:red}',
  '.b{color:blue}',
  '.a.b{margin:0}',
  '.a:not(.z){padding:1px}',
  ':where(.z) .a{border:0}',
  '.z,.a>.y{top:0}',
  '.a[data-x=".z"]{left:0}',
  '@media (min-width:48em){.a{gap:1px}.z{gap:2px}}',
  '@media print{.z{display:none}}',
  '@keyframes spin{to{transform:rotate(1turn)}}',
  '/* a comment with .z{ */.q{color:green}',
].join('');

describe('critical styles of a drawn page (decision 030)', () => {
  it('reads the classes a selector requires, outside parentheses and brackets', () => {
    expect(requiredClasses('.a:not(.b) .c')).toEqual(['a', 'c']);
    expect(requiredClasses(':where(.m_1) .m_2[data-x=".m_3"]')).toEqual(['m_2']);
    expect(requiredClasses('body,:root')).toEqual([]);
  });

  it('keeps every rule a page with class "a" may use, and only those', () => {
    const pick = criticalCssPicker({ main: MAIN, chunks: [] });
    const css = pick('<main class="a other"><p class="">x</p></main>');
    expect(css).toBe(
      [
        ':root{--c:red}',
        '*,:before{box-sizing:border-box}',
        '.a{color:red}',
        '.a:not(.z){padding:1px}',
        ':where(.z) .a{border:0}',
        '.a[data-x=".z"]{left:0}',
        '@media (min-width:48em){.a{gap:1px}}',
        '@keyframes spin{to{transform:rotate(1turn)}}',
      ].join(''),
    );
  });

  it('keeps a rule when one selector of its list matches, and a compound one only with all its classes', () => {
    const pick = criticalCssPicker({ main: MAIN, chunks: [] });
    expect(pick('<div class="a y"></div>')).toContain('.z,.a>.y{top:0}');
    expect(pick('<div class="a b"></div>')).toContain('.a.b{margin:0}');
    expect(pick('<div class="a"></div>')).not.toContain('.a.b{margin:0}');
  });

  it("takes only a page chunk's rules for classes the page uses, never its globals", () => {
    const chunk = 'body{margin:9px}.k{color:red}.j{color:blue}@media (hover:hover){.k:hover{color:pink}}';
    const pick = criticalCssPicker({ main: '.a{x:y}', chunks: [chunk] });
    expect(pick('<div class="k"></div>')).toBe('.k{color:red}@media (hover:hover){.k:hover{color:pink}}');
  });

  it("brings a chunk's animation only with a kept rule that names it", () => {
    const chunk =
      '.k{animation:k-spin 1s}.j{animation:j-pulse 1s}@keyframes k-spin{to{x:y}}@keyframes j-pulse{to{x:z}}';
    const pick = criticalCssPicker({ main: '.a{x:y}', chunks: [chunk] });
    expect(pick('<div class="k"></div>')).toBe('.k{animation:k-spin 1s}@keyframes k-spin{to{x:y}}');
    expect(pick('<div class="a"></div>')).toBe('.a{x:y}');
  });

  it('parses strings and comments without losing its place', () => {
    const rules = parseCss('.a{content:"}"}/* } */.b{x:y}@charset "x";');
    expect(rules.map((r) => r.kind)).toEqual(['rule', 'rule', 'other']);
  });

  it('reads the classes React writes', () => {
    expect([...htmlClasses('<a class="x  y" data-class="n"></a><b class="z"></b>')]).toEqual(['x', 'y', 'z']);
  });
});
