import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mantineStableIds } from './mantine-stable-ids';

const require = createRequire(import.meta.url);
// The package exports no package.json: its root is found from its main file (…/@mantine/hooks/cjs/index.cjs).
const hooksMain = require.resolve('@mantine/hooks');
const useIdFile = path.join(
  hooksMain.slice(0, hooksMain.lastIndexOf(`${path.sep}hooks${path.sep}`) + 7),
  'esm/use-id/use-id.mjs',
);

type Transform = (code: string, id: string) => { code: string } | null;
const transform = mantineStableIds().transform as unknown as Transform;

/** The rewritten module's `useId`, with React's `useId` given as `reactId` returns it. */
function rewrittenUseId(reactId: string): (staticId?: string) => string {
  const out = transform(readFileSync(useIdFile, 'utf8'), useIdFile);
  if (!out) throw new Error('the installed useId was not rewritten');
  const body = out.code
    .replace('"use client";', '')
    .replace('import { useId as useReactId } from "react";', '')
    .replace('export { useId };', 'return useId;');
  return new Function('useReactId', body)(() => reactId) as (staticId?: string) => string;
}

describe('mantineStableIds', () => {
  it("rewrites the installed Mantine's useId (the one that sets a random id after mount)", () => {
    const installed = readFileSync(useIdFile, 'utf8');
    expect(installed).toContain('setUuid(randomId())');
    const out = transform(installed, useIdFile);
    expect(out?.code).not.toMatch(/useState|useEffect|useIsomorphicEffect|randomId/);
  });

  it("keeps React's id as Mantine's first render had it, and a static id as given", () => {
    const useId = rewrittenUseId(':r1f:');
    expect(useId()).toBe('mantine-r1f');
    expect(useId('email')).toBe('email');
  });

  it('leaves every other module alone and refuses a useId it does not know', () => {
    expect(transform('export const x = 1;', '/x/node_modules/@mantine/core/esm/index.mjs')).toBeNull();
    expect(() => transform('export function useId() {}', useIdFile)).toThrow(/not the useId/);
  });
});
