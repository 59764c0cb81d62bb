import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/shared/testing/render';
import { ProfessionExplorer } from './ProfessionExplorer';
import type { Catalogue } from './use-professions';

// Issue 24 item 16: on a phone the profession picker cut names to "Commis…", "Legislat…". A name wraps
// over as many lines as it needs; it is never truncated.

const profession = (id: number, name: string, nameChi: string): Catalogue['professions'][number] => ({
  id,
  iscoCode: String(1000 + id),
  name,
  nameChi,
  skillLevel: 4,
  requires: [],
  majorGroupCode: '1',
  segmentIds: [],
  disciplineIds: [],
  everydayNames: [],
  everydayNamesChi: [],
});

const catalogue: Catalogue = {
  professions: [
    profession(1, 'Commissioned Armed Forces Officers', '軍官'),
    profession(2, 'Legislators and Senior Government Officials', '立法機關議員及高級政府官員'),
  ],
  sectors: [],
  segments: [],
  majorGroups: [],
};

describe('ProfessionExplorer cards (issue 24 item 16)', () => {
  it.each(['en', 'zh-HK'] as const)(
    'shows every name whole, wrapping rather than truncating (%s)',
    async (lang) => {
      renderScreen(
        <ProfessionExplorer
          catalogue={catalogue}
          onOpen={() => {}}
          pick={{ isPicked: () => false, onPick: () => {} }}
        />,
        { lang, api: (path) => (path === 'users.getLoggedInUser' ? null : undefined) },
      );
      const cards = await screen.findAllByTestId('profession-card');
      expect(cards).toHaveLength(2);
      for (const [i, card] of cards.entries()) {
        const p = catalogue.professions[i]!;
        const [first, second] = lang === 'en' ? [p.name, p.nameChi] : [p.nameChi, p.name];
        for (const text of [first, second]) {
          const el = within(card).getByText(text);
          expect(el.hasAttribute('data-truncate')).toBe(false);
          expect(el.style.overflowWrap).toBe('anywhere');
        }
      }
    },
  );
});
