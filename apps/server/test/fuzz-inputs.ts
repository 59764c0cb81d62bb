import type { JsonSchema } from './procedure-list.ts';

/**
 * Inputs for the fuzz and role-matrix tests, made from a procedure's own input schema: first a valid-looking
 * input (so calls get past validation into the services and the database), then that input broken one
 * field at a time.
 */

export interface Fill {
  /** A real id for a field of this name when the test knows one (a demo student, event, school). */
  idFor(field: string): string | undefined;
  /** 'YYYY-MM-DD' a month ahead, so date rules that refuse the past still let the call through. */
  date: string;
}

const STRING_CANDIDATES = [
  'abc',
  '10:00',
  '123456',
  '91234567',
  'A1',
  '1',
  'beacon1',
  `ucr_${'A'.repeat(16)}`,
];

export function sample(schema: JsonSchema | undefined, field: string, fill: Fill): unknown {
  if (!schema) return 'x';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  if (schema.default !== undefined && schema.default !== null) return schema.default;
  const options = schema.anyOf ?? schema.oneOf;
  if (options) {
    const nonNull = options.find((o) => o.type !== 'null') ?? options[0];
    return sample(nonNull, field, fill);
  }
  if (schema.allOf) {
    const parts = schema.allOf.map((part) => sample(part, field, fill));
    return parts.every(isRecord) ? Object.assign({}, ...parts) : parts.at(-1);
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [name, prop] of Object.entries(schema.properties ?? {}))
        out[name] = sample(prop, name, fill);
      return out;
    }
    case 'array': {
      if (schema.prefixItems) return schema.prefixItems.map((p) => sample(p, field, fill));
      const count = Math.max(1, schema.minItems ?? 1);
      return Array.from({ length: count }, () => sample(schema.items, field, fill));
    }
    case 'string':
      return sampleString(schema, field, fill);
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
      return Math.min(Math.max(min, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
    }
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return 'x';
  }
}

function sampleString(schema: JsonSchema, field: string, fill: Fill): string {
  const known = fill.idFor(field);
  if (schema.format === 'uuid') return known ?? '7c0b4c1e-2f4a-4d6b-9e3a-5b8f0d2c1a90';
  if (schema.format === 'date') return fill.date;
  if (schema.format === 'date-time') return `${fill.date}T02:00:00.000Z`;
  if (schema.format === 'uri') return 'https://example.com/';
  if (/email/i.test(field)) return 'fuzz@example.com';
  if (/phone/i.test(field)) return '91234567';
  if (known) return known;
  let value = 'abc';
  if (schema.pattern) {
    const re = new RegExp(schema.pattern);
    value = [fill.date, `${fill.date}T02:00:00.000Z`, ...STRING_CANDIDATES].find((c) => re.test(c)) ?? 'abc';
  }
  if (schema.minLength && value.length < schema.minLength) value = value.padEnd(schema.minLength, 'x');
  if (schema.maxLength !== undefined && value.length > schema.maxLength)
    value = value.slice(0, schema.maxLength);
  return value;
}

export interface FuzzCase {
  label: string;
  input: unknown;
}

/** Inputs of the wrong shape altogether: every procedure must answer them 4xx. */
export const WRONG_SHAPES: FuzzCase[] = [
  { label: 'no input', input: undefined },
  { label: 'null', input: null },
  { label: 'number', input: 42 },
  { label: 'string', input: 'x' },
  { label: 'array', input: [] },
  { label: 'empty object', input: {} },
  { label: 'boolean', input: true },
];

const MAX_FIELDS = 8;
const DEEP = (() => {
  let v: unknown = 'x';
  for (let i = 0; i < 60; i += 1) v = { a: v };
  return v;
})();

/** The valid-looking input, then that input with one field broken at a time, then whole-input attacks. */
export function fuzzCases(valid: unknown): FuzzCase[] {
  const cases: FuzzCase[] = [{ label: 'valid-looking', input: valid }];
  const leaves = leafPaths(valid).slice(0, MAX_FIELDS);
  for (const { path, value } of leaves) {
    const at = path.join('.') || '(input)';
    for (const [what, broken] of brokenValues(value)) {
      cases.push({ label: `${at}: ${what}`, input: setAt(valid, path, broken) });
    }
  }
  const firstString = leaves.find((l) => typeof l.value === 'string');
  if (firstString) {
    cases.push({
      label: `${firstString.path.join('.')}: 1 MB string`,
      input: setAt(valid, firstString.path, 'x'.repeat(1_000_000)),
    });
  }
  cases.push({ label: 'deep nesting', input: isRecord(valid) ? { ...valid, deep: DEEP } : DEEP });
  cases.push({
    label: 'NUL in a key',
    input: isRecord(valid) ? { ...valid, 'k\u0000': 1 } : { 'k\u0000': 1 },
  });
  cases.push({
    label: 'lone surrogate in a key',
    input: isRecord(valid) ? { ...valid, 'k\ud800': 1 } : { 'k\ud800': 1 },
  });
  return cases;
}

function brokenValues(value: unknown): [string, unknown][] {
  if (typeof value === 'string') {
    const out: [string, unknown][] = [
      ['NUL', `a\u0000b`],
      // JSON may spell half of a surrogate pair; PostgreSQL refuses it in jsonb (issue 22 item 11).
      ['lone surrogate', 'a\ud800b'],
      ['lone low surrogate', '\udc00'],
      ['10,000 characters', 'x'.repeat(10_000)],
      ['empty', ''],
      ['number', 12345],
      ['object', { a: 1 }],
    ];
    if (/^\d{4}-\d{2}-\d{2}/.test(value)) {
      out.push(['impossible date', value.replace(/^\d{4}-\d{2}-\d{2}/, '2026-02-30')]);
      out.push(['nonsense date', value.replace(/^\d{4}-\d{2}-\d{2}/, '9999-99-99')]);
    }
    if (/^[0-9a-f-]{36}$/i.test(value)) {
      out.push(['unknown id', '00000000-0000-4000-8000-000000000000']);
      out.push(['36 dashes', '-'.repeat(36)]);
    }
    return out;
  }
  if (typeof value === 'number') {
    return [
      ['negative', -1],
      ['fraction', 1.5],
      ['2^31', 2 ** 31],
      ['1e308', 1e308],
      ['-1e308', -1e308],
      ['string', '12'],
    ];
  }
  if (typeof value === 'boolean')
    return [
      ['string', 'true'],
      ['number', 1],
    ];
  if (value === null) return [['object', {}]];
  return [];
}

function leafPaths(
  value: unknown,
  path: (string | number)[] = [],
): { path: (string | number)[]; value: unknown }[] {
  // An array stands for its items: its first item is broken like any other field.
  if (Array.isArray(value)) return value.length > 0 ? leafPaths(value[0], [...path, 0]) : [];
  if (isRecord(value)) return Object.entries(value).flatMap(([k, v]) => leafPaths(v, [...path, k]));
  return [{ path, value }];
}

function setAt(root: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (Array.isArray(root)) {
    const copy = [...root];
    copy[head as number] = setAt(copy[head as number], rest, value);
    return copy;
  }
  const record = isRecord(root) ? root : {};
  return { ...record, [head as string]: setAt(record[head as string], rest, value) };
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
