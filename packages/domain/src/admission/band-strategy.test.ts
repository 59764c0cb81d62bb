import { describe, expect, it } from 'vitest';
import {
  bandLabelOfChoice,
  bandOfChoice,
  bandStrategy,
  JUPAS_BANDS,
  type OfferStatRow,
} from './band-strategy.ts';

const row = (
  year: number,
  type: 'application' | 'offer',
  [bandA, bandB, bandC, bandD, bandE]: number[],
): OfferStatRow => ({
  year,
  type,
  bandA: bandA ?? null,
  bandB: bandB ?? null,
  bandC: bandC ?? null,
  bandD: bandD ?? null,
  bandE: bandE ?? null,
  total: [bandA, bandB, bandC, bandD, bandE].reduce<number>((s, n) => s + (n ?? 0), 0),
});

// CityUHK JS1000, offer_statistics.csv 2020–2025.
const JS1000: OfferStatRow[] = [
  row(2025, 'application', [84, 173, 281, 394, 358]),
  row(2025, 'offer', [6, 0, 1, 0, 0]),
  row(2024, 'application', [81, 151, 309, 390, 323]),
  row(2024, 'offer', [2, 0, 0, 0, 0]),
  row(2023, 'application', [99, 141, 284, 336, 329]),
  row(2023, 'offer', [3, 0, 0, 0, 0]),
  row(2022, 'application', [95, 159, 311, 382, 307]),
  row(2022, 'offer', [2, 1, 1, 0, 0]),
  row(2021, 'application', [115, 178, 279, 351, 297]),
  row(2021, 'offer', [10, 1, 0, 1, 0]),
  row(2020, 'application', [113, 145, 248, 334, 289]),
  row(2020, 'offer', [7, 0, 1, 1, 0]),
];

// HKU JS6456 (MBBS), offers 2021–2025: every one of them to Band A applicants.
const JS6456: OfferStatRow[] = [
  row(2025, 'offer', [170, 0, 0, 0, 0]),
  row(2024, 'offer', [155, 0, 0, 0, 0]),
  row(2023, 'offer', [132, 0, 0, 0, 0]),
  row(2022, 'offer', [131, 0, 0, 0, 0]),
  row(2021, 'offer', [135, 0, 0, 0, 0]),
  row(2020, 'offer', [150, 0, 0, 0, 0]),
];

describe('JUPAS bands', () => {
  it('are A 1–3, B 4–6, C 7–10, D 11–15, E 16–20', () => {
    expect(JUPAS_BANDS.map((b) => [b.band, b.first, b.last])).toEqual([
      ['A', 1, 3],
      ['B', 4, 6],
      ['C', 7, 10],
      ['D', 11, 15],
      ['E', 16, 20],
    ]);
    expect([1, 3, 4, 6, 7, 10, 11, 15, 16, 20].map(bandOfChoice)).toEqual([
      'A',
      'A',
      'B',
      'B',
      'C',
      'C',
      'D',
      'D',
      'E',
      'E',
    ]);
    expect(bandOfChoice(0)).toBeNull();
    expect(bandOfChoice(21)).toBeNull();
  });

  it('label the slots A1 … E5', () => {
    expect(bandLabelOfChoice(1)).toBe('A1');
    expect(bandLabelOfChoice(4)).toBe('B1');
    expect(bandLabelOfChoice(10)).toBe('C4');
    expect(bandLabelOfChoice(20)).toBe('E5');
    expect(bandLabelOfChoice(21)).toBeNull();
  });
});

describe('bandStrategy', () => {
  it('pools the five most recent years and gives the share of offers in the choice band (JS1000)', () => {
    // 2021–2025 offers: A 6+2+3+2+10 = 23, B 0+0+0+1+1 = 2, C 1+0+0+1+0 = 2, D 1, E 0 → 28 offers.
    const b = bandStrategy(JS1000, 5);
    expect(b.band).toBe('B');
    expect(b.years).toEqual([2025, 2024, 2023, 2022, 2021]);
    expect(b.offers).toBe(28);
    expect(b.offersInBand).toBe(2);
    expect(b.shareOfOffersInBand).toBeCloseTo(2 / 28);
    expect(b.bandAShare).toBeCloseTo(23 / 28); // 82 %: not "almost only"
    // Band B applicants 2021–2025: 173+151+141+159+178 = 802
    expect(b.applicantsInBand).toBe(802);
    expect(b.offerRateInBand).toBeCloseTo(2 / 802);
    expect(b.fillsAlmostOnlyFromBandA).toBe(false);
    expect(b.warning).toBe(false);
  });

  it('warns when a programme filling almost only from Band A sits lower (JS6456)', () => {
    const placedB = bandStrategy(JS6456, 4);
    expect(placedB.offers).toBe(170 + 155 + 132 + 131 + 135);
    expect(placedB.shareOfOffersInBand).toBe(0);
    expect(placedB.fillsAlmostOnlyFromBandA).toBe(true);
    expect(placedB.warning).toBe(true);
    expect(placedB.applicantsInBand).toBeNull(); // no application rows given
  });

  it('does not warn in Band A itself', () => {
    const placedA = bandStrategy(JS6456, 2);
    expect(placedA.shareOfOffersInBand).toBe(1);
    expect(placedA.warning).toBe(false);
  });

  it('draws the "almost only" line at 90 % of at least 20 offers', () => {
    const ninety = [row(2025, 'offer', [18, 2, 0, 0, 0])];
    const under = [row(2025, 'offer', [17, 2, 1, 0, 0])];
    const few = [row(2025, 'offer', [19, 0, 0, 0, 0])];
    expect(bandStrategy(ninety, 7).warning).toBe(true);
    expect(bandStrategy(under, 7).warning).toBe(false);
    expect(bandStrategy(few, 7).warning).toBe(false);
    expect(bandStrategy(few, 7, { minOffers: 10 }).warning).toBe(true);
  });

  it('has no share without offers or outside the 20 choices', () => {
    expect(bandStrategy([], 5)).toMatchObject({
      offers: 0,
      shareOfOffersInBand: null,
      years: [],
      warning: false,
    });
    expect(bandStrategy(JS1000, 21)).toMatchObject({ band: null, shareOfOffersInBand: null, warning: false });
  });

  it('reads missing band cells as no offers', () => {
    const gaps: OfferStatRow[] = [
      {
        year: 2025,
        type: 'offer',
        bandA: 5,
        bandB: null,
        bandC: null,
        bandD: null,
        bandE: null,
        total: null,
      },
    ];
    expect(bandStrategy(gaps, 4)).toMatchObject({ offers: 5, offersInBand: 0, shareOfOffersInBand: 0 });
  });
});
