import { describe, expect, it } from 'vitest';
import { formatShare, yearSpan } from '@/shared/score-colours';
import { formatFigure } from './score-view';

describe('score view helpers', () => {
  it('shows figures with one decimal', () => {
    expect(formatFigure(27.53)).toBe('27.5');
    expect(formatFigure(190)).toBe('190.0');
    expect(formatFigure(4.25)).toBe('4.3');
    expect(formatFigure(null)).toBeNull();
    expect(formatFigure(Number.NaN)).toBeNull();
  });

  it('shows shares as whole percentages and year spans', () => {
    expect(formatShare(0.874)).toBe('87%');
    expect(formatShare(null)).toBeNull();
    expect(yearSpan([2025, 2024, 2021])).toBe('2021–2025');
    expect(yearSpan([2025])).toBe('2025');
    expect(yearSpan([])).toBe('');
  });
});
