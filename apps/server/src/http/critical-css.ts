/**
 * The rules of the app's stylesheets that a drawn page uses (decision 030, "Critical styles"): sent inside
 * the page, so its first paint waits for no stylesheet request (on a slow phone connection that request
 * shared the line with the app's scripts and held the first paint back by ~0.8 s). The whole stylesheets
 * still load, without blocking, before the app takes the page over.
 *
 * A rule is left out only when it certainly cannot match: one of its selectors' classes (outside any
 * `:not(…)`, `:where(…)`, `[…]`) is absent from the page. Rules without classes (the reset, `:root`'s
 * variables, `@keyframes`, `@font-face`) are always kept for the main stylesheet, never for a page chunk's
 * stylesheet, whose globals apply only once that chunk has loaded; a chunk's `@keyframes` come when a kept
 * rule names them.
 */

interface StyleRule {
  kind: 'rule';
  text: string;
  /** Per selector of the list: the classes it needs; an empty list matches any page. */
  selectors: string[][];
}

interface GroupRule {
  kind: 'group';
  /** `@media …`, `@supports …`, `@container …`: kept when one of its rules is. */
  prelude: string;
  rules: CssRule[];
}

interface OtherRule {
  kind: 'other';
  /** `@keyframes`, `@font-face`, `@charset`…: kept whole. */
  text: string;
}

type CssRule = StyleRule | GroupRule | OtherRule;

const GROUPS = /^@(media|supports|container|layer)\b/i;

/** The index just after the block that opens at `open` (a `{`), skipping strings and comments. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") {
      i = stringEnd(css, i);
    } else if (c === '/' && css[i + 1] === '*') {
      const close = css.indexOf('*/', i + 2);
      i = close < 0 ? css.length : close + 1;
    } else if (c === '{') {
      depth++;
    } else if (c === '}') {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  return css.length;
}

function stringEnd(css: string, at: number): number {
  const quote = css[at];
  for (let i = at + 1; i < css.length; i++) {
    if (css[i] === '\\') i++;
    else if (css[i] === quote) return i;
  }
  return css.length;
}

/** Splits at the commas that are not inside parentheses, brackets or strings. */
function topLevelSplit(selector: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i];
    if (c === '"' || c === "'") i = stringEnd(selector, i);
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(selector.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(selector.slice(start));
  return parts;
}

/** The classes a selector requires: those outside parentheses and attribute brackets. */
export function requiredClasses(selector: string): string[] {
  let outside = '';
  let depth = 0;
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i] as string;
    if (c === '"' || c === "'") i = stringEnd(selector, i);
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (depth === 0) outside += c;
  }
  return [...outside.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1] as string);
}

export function parseCss(css: string): CssRule[] {
  const rules: CssRule[] = [];
  let i = 0;
  while (i < css.length) {
    while (i < css.length && /\s/.test(css[i] as string)) i++;
    if (css.startsWith('/*', i)) {
      const close = css.indexOf('*/', i + 2);
      i = close < 0 ? css.length : close + 2;
      continue;
    }
    if (i >= css.length) break;
    const brace = css.indexOf('{', i);
    const semicolon = css.indexOf(';', i);
    if (brace < 0 || (semicolon >= 0 && semicolon < brace && css[i] === '@')) {
      // A statement without a block (`@charset`, `@import`, `@layer a, b;`).
      const end = semicolon < 0 ? css.length : semicolon + 1;
      rules.push({ kind: 'other', text: css.slice(i, end) });
      i = end;
      continue;
    }
    const prelude = css.slice(i, brace).trim();
    const end = blockEnd(css, brace);
    if (GROUPS.test(prelude)) {
      rules.push({ kind: 'group', prelude, rules: parseCss(css.slice(brace + 1, end - 1)) });
    } else if (prelude.startsWith('@')) {
      rules.push({ kind: 'other', text: css.slice(i, end) });
    } else {
      rules.push({
        kind: 'rule',
        text: css.slice(i, end),
        selectors: topLevelSplit(prelude).map(requiredClasses),
      });
    }
    i = end;
  }
  return rules;
}

function keep(rules: CssRule[], classes: ReadonlySet<string>, withGlobals: boolean): string {
  let out = '';
  for (const rule of rules) {
    if (rule.kind === 'other') {
      if (withGlobals) out += rule.text;
    } else if (rule.kind === 'group') {
      const inner = keep(rule.rules, classes, withGlobals);
      if (inner) out += `${rule.prelude}{${inner}}`;
    } else {
      const matches = rule.selectors.some((needs) =>
        needs.length === 0 ? withGlobals : needs.every((c) => classes.has(c)),
      );
      if (matches) out += rule.text;
    }
  }
  return out;
}

/** The classes used in a piece of HTML as React writes it (`class="a b"`). */
export function htmlClasses(html: string): Set<string> {
  const classes = new Set<string>();
  for (const m of html.matchAll(/\sclass="([^"]*)"/g))
    for (const c of (m[1] as string).split(/\s+/)) if (c) classes.add(c);
  return classes;
}

export interface Stylesheets {
  /** The entry stylesheet (Mantine's and the shell's), globals included. */
  main: string;
  /** The lazy chunks' stylesheets: only their rules for classes the page uses. */
  chunks: string[];
}

const MEMO_LIMIT = 200;

function keyframesOf(rules: CssRule[]): { name: string; text: string }[] {
  return rules.flatMap((rule) => {
    const name =
      rule.kind === 'other' ? /^@(?:-webkit-)?keyframes\s+([\w-]+)/i.exec(rule.text)?.[1] : undefined;
    return name && rule.kind === 'other' ? [{ name, text: rule.text }] : [];
  });
}

/**
 * Makes the function that picks a page's rules, parsed once. Pages of the same kind use the same classes,
 * so the answers are remembered (by the page's class list, at most MEMO_LIMIT of them).
 */
export function criticalCssPicker(sheets: Stylesheets): (html: string) => string {
  const main = parseCss(sheets.main);
  const chunks = sheets.chunks.map(parseCss);
  const memo = new Map<string, string>();
  const chunkKeyframes = chunks.flatMap(keyframesOf);
  return (html) => {
    const classes = htmlClasses(html);
    const key = [...classes].sort().join(' ');
    const known = memo.get(key);
    if (known !== undefined) return known;
    let css = keep(main, classes, true) + chunks.map((c) => keep(c, classes, false)).join('');
    // A chunk's animations (Mantine's Loader, Skeleton…) come with the rules that name them.
    for (const frames of chunkKeyframes)
      if (new RegExp(`\\b${frames.name}\\b`).test(css) && !css.includes(frames.text)) css += frames.text;
    if (memo.size >= MEMO_LIMIT) memo.delete(memo.keys().next().value as string);
    memo.set(key, css);
    return css;
  };
}
