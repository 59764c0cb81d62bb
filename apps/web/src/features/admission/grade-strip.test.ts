import { describe, expect, it } from 'vitest';
import { addableSubjects, gradeOf, gradeOptionsFor, stripSubjects, studiedElectiveIds } from './grade-strip';
import { SUBJECTS } from './plan-fixtures';

const row = (
  subjectId: number,
  subjectCode: string,
  source: 'overallTarget' | 'schoolPredict',
  grade: string | null,
  hidden = false,
) => ({
  subjectId,
  subjectCode,
  source,
  grade,
  hidden,
});
const codes = (list: { code: string }[]) => list.map((s) => s.code);

describe('gradeOptionsFor', () => {
  it('offers 5** … U, and Dropped for an elective only', () => {
    expect(gradeOptionsFor({ code: 'Chi', isCore: true })).toEqual([
      '5**',
      '5*',
      '5',
      '4',
      '3',
      '2',
      '1',
      'U',
    ]);
    expect(gradeOptionsFor({ code: 'Phys', isCore: false })).toEqual([
      '5**',
      '5*',
      '5',
      '4',
      '3',
      '2',
      '1',
      'U',
      'Dropped',
    ]);
  });

  it('offers Attained / Unattained for Citizenship and Social Development', () => {
    expect(gradeOptionsFor({ code: 'CS', isCore: true })).toEqual(['A', 'U']);
  });
});

describe('stripSubjects', () => {
  it('shows the core subjects when nothing else is known', () => {
    expect(codes(stripSubjects(SUBJECTS, { rows: [], source: 'overallTarget' }))).toEqual([
      'Chi',
      'Eng',
      'Maths',
      'CS',
    ]);
  });

  it('adds graded, studied, ordered and added electives in reference order', () => {
    const strip = stripSubjects(SUBJECTS, {
      rows: [row(9, 'Econ', 'schoolPredict', '4')],
      source: 'overallTarget',
      studiedIds: [8],
      electiveIds: [5],
      addedIds: [7],
    });
    expect(codes(strip)).toEqual(['Chi', 'Eng', 'Maths', 'CS', 'M1', 'Phys', 'Bio', 'Econ']);
  });

  it("hides a subject marked 'Dropped' in this prediction only", () => {
    const rows = [row(7, 'Phys', 'overallTarget', 'Dropped'), row(7, 'Phys', 'schoolPredict', '4')];
    expect(codes(stripSubjects(SUBJECTS, { rows, source: 'overallTarget' }))).not.toContain('Phys');
    expect(codes(stripSubjects(SUBJECTS, { rows, source: 'schoolPredict' }))).toContain('Phys');
  });

  it('keeps a subject whose school grade is withheld', () => {
    const rows = [row(8, 'Bio', 'schoolPredict', null, true)];
    expect(codes(stripSubjects(SUBJECTS, { rows, source: 'schoolPredict' }))).toContain('Bio');
  });
});

describe('addableSubjects', () => {
  it('offers Category A electives and M1/M2 not already on the strip', () => {
    const strip = stripSubjects(SUBJECTS, { rows: [], source: 'overallTarget', addedIds: [7] });
    expect(codes(addableSubjects(SUBJECTS, strip))).toEqual(['M1', 'M2', 'Bio', 'Econ']);
  });
});

describe('studiedElectiveIds', () => {
  it('matches profile electives by English name, Chinese name or code', () => {
    expect(studiedElectiveIds(['biology', 'Econ'], SUBJECTS)).toEqual([8, 9]);
    expect(studiedElectiveIds(['生物', 'Chinese'], SUBJECTS)).toEqual([8]);
  });
});

describe('gradeOf', () => {
  it('reads one source of one subject', () => {
    const rows = [row(1, 'Chi', 'overallTarget', '4'), row(1, 'Chi', 'schoolPredict', null, true)];
    expect(gradeOf(rows, 'overallTarget', 1)).toEqual({ grade: '4', hidden: false });
    expect(gradeOf(rows, 'schoolPredict', 1)).toEqual({ grade: null, hidden: true });
    expect(gradeOf(rows, 'overallTarget', 2)).toEqual({ grade: null, hidden: false });
  });
});
