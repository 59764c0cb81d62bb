import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/shared/testing/render';
import { PreviewCard } from './PreviewCard';
import { editRow, recheck, type WorkingRow } from './preview-rows';

const row = (line: number, phone: string): WorkingRow => ({
  line,
  className: '5A',
  classNo: line,
  classNoText: String(line),
  nameEn: `Student ${line}`,
  nameZh: null,
  phone,
  email: null,
  cellProblems: [],
  problems: [],
  change: 'added',
  fromClass: null,
  skipped: false,
});

/** The page's own wiring: every edit or skip re-checks all rows with the domain rule. */
function Rows({ initial }: { initial: WorkingRow[] }) {
  const [rows, setRows] = useState(() => recheck(initial, 'student', new Set()));
  const update = (next: WorkingRow[]) => setRows(recheck(next, 'student', new Set()));
  return (
    <>
      {rows.map((r, i) => (
        <PreviewCard
          key={r.line}
          row={r}
          onEdit={(field, text) => update(rows.map((x, j) => (j === i ? editRow(x, field, text) : x)))}
          onToggleSkip={() => update(rows.map((x, j) => (j === i ? { ...x, skipped: !x.skipped } : x)))}
        />
      ))}
    </>
  );
}

describe('a preview row (issue 27 item 1)', () => {
  it('shows the problem on its cell and clears it as soon as the cell is fixed', () => {
    renderScreen(<Rows initial={[row(2, '91230002'), row(3, '23456789')]} />, { lang: 'en' });
    const phone = screen.getByLabelText('Phone, row 3');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Not a Hong Kong mobile number (8 digits starting with 4–9).')).toBeTruthy();
    fireEvent.change(phone, { target: { value: '9123 0003' } });
    expect(screen.getByLabelText('Phone, row 3').getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.queryByText('Not a Hong Kong mobile number (8 digits starting with 4–9).')).toBeNull();
    // What the person typed stays as typed.
    expect((screen.getByLabelText('Phone, row 3') as HTMLInputElement).value).toBe('9123 0003');
  });

  it('skipping a row takes its problem, and its twin’s, away', () => {
    renderScreen(<Rows initial={[row(2, '91230002'), row(3, '91230002')]} />, { lang: 'zh-HK' });
    expect(screen.getAllByText('另一列有相同的電話。')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: '略過第 3 列' }));
    expect(screen.queryAllByText('另一列有相同的電話。')).toHaveLength(0);
    expect(screen.getByRole('button', { name: '保留第 3 列' })).toBeTruthy();
  });
});
