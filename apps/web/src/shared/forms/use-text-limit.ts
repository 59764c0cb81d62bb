import { useTranslation } from 'react-i18next';
import { NS } from './locales';

/** The props that show a text field's count and limit under it; spread them on a TextInput or Textarea. */
export interface TextLimitProps {
  maxLength: number | undefined;
  description: string | undefined;
  inputWrapperOrder: ('label' | 'input' | 'description' | 'error')[] | undefined;
}

/** The share of the limit from which the counter shows: short text needs no count beside it. */
const COUNTER_FROM = 0.8;

/**
 * A text field's limit, shown (issue 24 item 11): a counter under the field once the text nears the limit,
 * which says so when the limit is reached, so that text stopped or cut at the limit (a paste) is never cut
 * without a word. Mode 'stop' keeps the browser from taking more; 'count' only counts, and the form refuses
 * longer text beside the field. `hint` is the field's own description, kept before the count.
 */
export function useTextLimit() {
  const { t } = useTranslation(NS);
  return (
    value: string | null | undefined,
    max: number,
    { mode = 'stop', hint }: { mode?: 'stop' | 'count'; hint?: string } = {},
  ): TextLimitProps => {
    const count = value?.length ?? 0;
    const key = count > max ? 'limitPassed' : count === max ? 'limitReached' : 'counter';
    const counter = count >= max * COUNTER_FROM ? t(key, { count, max }) : undefined;
    return {
      maxLength: mode === 'stop' ? max : undefined,
      // A field's own hint stays, with the count after it.
      description: hint && counter ? `${hint} ${counter}` : (counter ?? hint),
      // A count alone goes under the field; a hint stays where the field had it.
      inputWrapperOrder: hint ? undefined : ['label', 'input', 'description', 'error'],
    };
  };
}
