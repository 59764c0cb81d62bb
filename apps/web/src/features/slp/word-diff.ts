/** One piece of a side-by-side comparison: kept in both, or only on one side. */
export interface DiffPart {
  text: string;
  kind: 'same' | 'removed' | 'added';
}

/** Chinese characters one by one, Latin words and numbers whole, spaces and marks apart. */
function tokens(text: string): string[] {
  return text.match(/\p{Script=Han}|[\p{L}\p{N}'’-]+|\s+|[^\s\p{L}\p{N}]/gu) ?? [];
}

/** Beyond this many cells the comparison shows both texts unmarked rather than freeze a phone. */
const MAX_CELLS = 4_000_000;

/**
 * A word diff (longest common subsequence) of the original and the polished text, as the two columns of
 * the comparison: the left keeps 'same' and 'removed', the right 'same' and 'added'.
 */
export function wordDiff(before: string, after: string): { left: DiffPart[]; right: DiffPart[] } {
  const a = tokens(before);
  const b = tokens(after);
  if (a.length * b.length > MAX_CELLS)
    return { left: [{ text: before, kind: 'same' }], right: [{ text: after, kind: 'same' }] };
  const w = b.length + 1;
  const lcs = new Uint32Array((a.length + 1) * w);
  for (let i = a.length - 1; i >= 0; i -= 1)
    for (let j = b.length - 1; j >= 0; j -= 1)
      lcs[i * w + j] =
        a[i] === b[j] ? lcs[(i + 1) * w + j + 1]! + 1 : Math.max(lcs[(i + 1) * w + j]!, lcs[i * w + j + 1]!);
  const left: DiffPart[] = [];
  const right: DiffPart[] = [];
  const push = (list: DiffPart[], text: string, kind: DiffPart['kind']) => {
    const last = list.at(-1);
    if (last && last.kind === kind) last.text += text;
    else list.push({ text, kind });
  };
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      push(left, a[i]!, 'same');
      push(right, b[j]!, 'same');
      i += 1;
      j += 1;
    } else if (j < b.length && (i >= a.length || lcs[i * w + j + 1]! >= lcs[(i + 1) * w + j]!)) {
      push(right, b[j]!, 'added');
      j += 1;
    } else {
      push(left, a[i]!, 'removed');
      i += 1;
    }
  }
  return { left, right };
}
