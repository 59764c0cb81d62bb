/** Deeper than any input of ours; JSON.stringify and zod recurse, so a deeper one could overflow the stack. */
export const MAX_INPUT_DEPTH = 32;

export type RawInputProblem = 'nulCharacter' | 'tooDeep';

/**
 * Looks through a procedure's raw input, before any schema: PostgreSQL refuses the NUL character in text
 * and jsonb (the driver error was a 500), and every string or key that reaches the database passes here, so
 * one check covers every procedure, today's and future ones (issue 9 item 3). Iterative, so that the check
 * itself cannot overflow on a deeply nested input.
 */
export function rawInputProblem(input: unknown): RawInputProblem | null {
  const stack: { value: unknown; depth: number }[] = [{ value: input, depth: 0 }];
  while (stack.length > 0) {
    const { value, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return 'nulCharacter';
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) return 'tooDeep';
    if (Array.isArray(value)) {
      for (const item of value) stack.push({ value: item, depth: depth + 1 });
      continue;
    }
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) return 'nulCharacter';
      stack.push({ value: item, depth: depth + 1 });
    }
  }
  return null;
}
