/** Who wrote an AI output, from the provider id of the gateway's `meta` line (apps/server/src/ai/types.ts). */
export type AiSource = { kind: 'offline' } | { kind: 'safety' } | { kind: 'model'; model: string };

export function aiSourceOf(provider: string | null | undefined): AiSource | null {
  if (!provider) return null;
  if (provider === 'offline') return { kind: 'offline' };
  if (provider === 'safety') return { kind: 'safety' };
  return { kind: 'model', model: provider.replace(/^openai:/, '') };
}

type Translate = (key: string, vars?: Record<string, string>) => string;

/**
 * The words of the label every AI output carries: whether a language model wrote it and, if so, which one,
 * in the reader's language. `t` is the translator of the 'aiSource' namespace.
 */
export function aiSourceWords(provider: string | null | undefined, t: Translate): string | null {
  const source = aiSourceOf(provider);
  if (!source) return null;
  const words = source.kind === 'model' ? t('model', { model: source.model }) : t(source.kind);
  return t('label', { source: words });
}
