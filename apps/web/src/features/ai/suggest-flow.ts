import type { AiLine } from '@/shared/ai-stream';

export interface SuggestItem {
  id: number;
  name: string;
  nameChi: string;
  explanation: string;
  explanationEn: string | null;
  groupName?: string;
  groupNameChi?: string;
  programCount?: number;
  iscoCode?: string;
}

/**
 * Spec 3 §4 "AI suggestion flow": step 1 input, step 2 waiting then results; a failure or an empty result
 * goes back to step 1 with the message. `safety` holds the counsellor text when the server gave one.
 */
export interface SuggestState {
  step: 1 | 2;
  waiting: boolean;
  provider: string | null;
  items: SuggestItem[];
  safety: string | null;
  failed: boolean;
  /** The guide found nothing it knows in the words: its sentence, shown with the tags and the interest profile. */
  noMatch: string | null;
}

export const initialSuggestState: SuggestState = {
  step: 1,
  waiting: false,
  provider: null,
  items: [],
  safety: null,
  failed: false,
  noMatch: null,
};

export type SuggestEvent =
  | { type: 'start' }
  | { type: 'line'; line: AiLine }
  | { type: 'fail' }
  | { type: 'back' };

export function suggestReducer(state: SuggestState, event: SuggestEvent): SuggestState {
  switch (event.type) {
    case 'start':
      return { ...initialSuggestState, step: 2, waiting: true };
    case 'back':
      return { ...initialSuggestState };
    case 'fail':
      return { ...initialSuggestState, failed: true };
    case 'line': {
      const line = event.line;
      if (line.type === 'meta') return { ...state, provider: line.provider };
      if (line.type === 'item') {
        const { type: _type, ...item } = line;
        return { ...state, items: [...state.items, item as SuggestItem] };
      }
      if (line.type === 'safety') return { ...state, safety: line.text };
      if (line.type === 'error') return { ...initialSuggestState, failed: true };
      if (line.type === 'noMatch') return { ...state, noMatch: line.message };
      if (line.type === 'done')
        return state.items.length === 0 && !state.safety && !state.noMatch
          ? { ...initialSuggestState, failed: true }
          : { ...state, waiting: false };
      return state;
    }
  }
}

/** Spec 3 §5: GO needs a tag or text, and no cooldown. Examples need the same. */
export function canGo(input: {
  tagId: string | null;
  text: string;
  cooldown: number;
  waiting: boolean;
}): boolean {
  const hasInput = (input.tagId !== null && input.tagId !== 'other') || input.text.trim().length > 0;
  return hasInput && input.cooldown === 0 && !input.waiting;
}
