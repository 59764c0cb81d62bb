import { describe, expect, it } from 'vitest';
import { orderTermsForFilling, parseFormulaLabel } from './score-spec-formula.ts';

// Labels as published in programmes_2026.csv (score_formula_2026).

describe('parseFormulaLabel', () => {
  it('reads plain best-N labels of every institution', () => {
    for (const [label, institution, count] of [
      ['Best 5', 'HKBU', 5],
      ['Best 5 Subjects', 'CityUHK', 5],
      ['Best 4 Subjects', 'CityUHK', 4],
      ['Any Best 5 Subjects', 'PolyU', 5],
      ['Best(5)', 'CUHK', 5],
      ['Best 6 Subjects', 'HKU', 6],
    ] as const) {
      const parsed = parseFormulaLabel(label, institution);
      const weight = institution === 'HKU' ? 1 : 'flat';
      expect(parsed?.terms).toEqual([{ kind: 'best', count, from: 'any', weight }]);
    }
  });

  it('reads CUHK subject codes and best-of lists', () => {
    expect(parseFormulaLabel('AENGL+ACHIN+AMATH+Best(1,[ABIOL,ACHEM])+Best(2)', 'CUHK')?.terms).toEqual([
      { kind: 'subject', subjects: ['Eng'], weight: 'flat' },
      { kind: 'subject', subjects: ['Chi'], weight: 'flat' },
      { kind: 'subject', subjects: ['Maths'], weight: 'flat' },
      { kind: 'best', count: 1, from: ['Bio', 'Chem'], weight: 'flat' },
      { kind: 'best', count: 2, from: 'any', weight: 'flat' },
    ]);
    expect(parseFormulaLabel('AMATH+Best(1,[AMTH1,AMTH2])+Best(3)', 'CUHK')?.terms[1]).toEqual({
      kind: 'best',
      count: 1,
      from: ['M1', 'M2'],
      weight: 'flat',
    });
  });

  it('reads CityUHK "3 Core + 2 Elective Subjects" and PolyU "Chinese & English Languages + …"', () => {
    expect(parseFormulaLabel('3 Core + 2 Elective Subjects', 'CityUHK')?.terms).toEqual([
      { kind: 'subject', subjects: ['Chi'], weight: 'flat' },
      { kind: 'subject', subjects: ['Eng'], weight: 'flat' },
      { kind: 'subject', subjects: ['Maths'], weight: 'flat' },
      { kind: 'best', count: 2, from: 'electives', weight: 'flat' },
    ]);
    const polyu = parseFormulaLabel(
      'Chinese & English Languages + Any Best 3 Subjects (plus an additional bonus score for the 6th subject with Level 3 or above)',
      'PolyU',
    );
    expect(polyu?.polyuBonus).toBe(true);
    expect(polyu?.footnote).toBe(false);
    expect(polyu?.terms.map((t) => (t.kind === 'subject' ? t.subjects[0] : t.count))).toEqual([
      'Chi',
      'Eng',
      3,
    ]);
  });

  it('reads HKU multipliers, "with Weighting1", named lists and the 6th/7th subject bonus', () => {
    // HKU weighs only the terms that say so: "Best 3 Subjects" counts at × 1.
    expect(
      parseFormulaLabel('1.5 x Eng + 1.5 x Math + Best 3 Subjects + 0.2 x 6th Best Subject', 'HKU'),
    ).toEqual({
      terms: [
        { kind: 'subject', subjects: ['Eng'], weight: 1.5 },
        { kind: 'subject', subjects: ['Maths'], weight: 1.5 },
        { kind: 'best', count: 3, from: 'any', weight: 1 },
      ],
      bonus: { rank: 6, multiplier: 0.2, weight: 1 },
      polyuBonus: false,
      footnote: false,
      sciencesAssumed: false,
    });
    expect(
      parseFormulaLabel('2 x Eng + 1.5 x Math + Best 2 Subjects with weighting1 + Best Subject', 'HKU')
        ?.terms,
    ).toEqual([
      { kind: 'subject', subjects: ['Eng'], weight: 2 },
      { kind: 'subject', subjects: ['Maths'], weight: 1.5 },
      { kind: 'best', count: 2, from: 'any', weight: 'flat' },
      { kind: 'best', count: 1, from: 'any', weight: 1 },
    ]);
    expect(
      parseFormulaLabel(
        'Eng + 1.3 x Math + 1.3 x Best 2 from Biology / Chemistry / M1 / M2 / Physics + Best Remaining Subject with Weighting1',
        'HKU',
      )?.terms,
    ).toEqual([
      { kind: 'subject', subjects: ['Eng'], weight: 1 },
      { kind: 'subject', subjects: ['Maths'], weight: 1.3 },
      { kind: 'best', count: 2, from: ['Bio', 'Chem', 'M1', 'M2', 'Phys'], weight: 1.3 },
      { kind: 'best', count: 1, from: 'any', weight: 'flat' },
    ]);
    expect(
      parseFormulaLabel('Best of Biology or Chemistry with Weighting1 + Best 5 Subjects', 'HKU')?.terms,
    ).toEqual([
      { kind: 'best', count: 1, from: ['Bio', 'Chem'], weight: 'flat' },
      { kind: 'best', count: 5, from: 'any', weight: 1 },
    ]);
  });

  it('notes footnote marks and the assumed science subjects', () => {
    const parsed = parseFormulaLabel(
      '2 x Eng + 2 x Math / M1 / M2 + 2 x Best Sci Subject^ + Best 3 Subjects',
      'HKU',
    );
    expect(parsed?.terms).toEqual([
      { kind: 'subject', subjects: ['Eng'], weight: 2 },
      { kind: 'subject', subjects: ['Maths', 'M1', 'M2'], weight: 2 },
      { kind: 'best', count: 1, from: ['Bio', 'Chem', 'Phys'], weight: 2 },
      { kind: 'best', count: 3, from: 'any', weight: 1 },
    ]);
    expect(parsed?.footnote).toBe(true);
    expect(parsed?.sciencesAssumed).toBe(true);
    expect(parseFormulaLabel('Best 5 Subjects# + 0.5 x 6th Best Subject#', 'HKU')?.bonus).toEqual({
      rank: 6,
      multiplier: 0.5,
      weight: 1,
    });
  });

  it('gives up on what it cannot read', () => {
    expect(parseFormulaLabel('', 'HKBU')).toBeNull();
    expect(parseFormulaLabel('Best 5 + Portfolio', 'HKBU')).toBeNull();
    expect(parseFormulaLabel('AXYZ+Best(4)', 'CUHK')).toBeNull();
  });
});

describe('orderTermsForFilling', () => {
  it('fills named subjects first, then lists, electives, weighted and last unweighted best terms', () => {
    const parsed = parseFormulaLabel(
      'Eng + 1.5 x Math + 1.5 x Best Sci Subject^ + Best 2 Subjects with Weighting1',
      'HKU',
    )!;
    const order = orderTermsForFilling([{ kind: 'best', count: 1, from: 'any', weight: 1 }, ...parsed.terms]);
    expect(
      order.map((t) => (t.kind === 'subject' ? t.subjects.join('/') : `${t.count}:${t.from}:${t.weight}`)),
    ).toEqual(['Eng', 'Maths', '1:Bio,Chem,Phys:1.5', '2:any:flat', '1:any:1']);
  });
});
