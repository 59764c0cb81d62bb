import { describe, expect, it } from 'vitest';
import { chanceBand } from './chance-band.ts';

// Figures of the 2025 intake from the reference data.
const HKU_MBBS = { lowerQuartile: 42, median: 44, mean: null }; // JS6456
const POLYU_JS3005 = { lowerQuartile: 205, median: 215, mean: 216.6 };
const HKBU_JS2110 = { lowerQuartile: null, median: null, mean: 22.15 };
const POLYU_JS3569 = { lowerQuartile: 190, median: 178, mean: 200 }; // LQ above median in the source

describe('chanceBand', () => {
  it('is a reach below the lower quartile', () => {
    expect(chanceBand(41.5, HKU_MBBS)).toEqual({
      band: 'reach',
      reasonKey: 'belowLowerQuartile',
      values: { score: 41.5, lowerQuartile: 42, centre: 44, centreType: 'median' },
      figuresInconsistent: false,
    });
  });
  it('is a match from the lower quartile up to the median', () => {
    expect(chanceBand(42, HKU_MBBS).band).toBe('match');
    expect(chanceBand(43.9, HKU_MBBS)).toMatchObject({
      band: 'match',
      reasonKey: 'betweenLowerQuartileAndCentre',
      values: { lowerQuartile: 42, centre: 44, centreType: 'median' },
    });
  });
  it('is safe at or above the median', () => {
    expect(chanceBand(44, HKU_MBBS)).toMatchObject({ band: 'safe', reasonKey: 'atOrAboveCentre' });
  });
  it('needs both the median and the mean to be safe when both are published', () => {
    // median 215, mean 216.6: 215.5 beats the median but not the mean, so still a match
    expect(chanceBand(215.5, POLYU_JS3005)).toMatchObject({
      band: 'match',
      values: { centre: 216.6, centreType: 'mean' },
    });
    expect(chanceBand(216.6, POLYU_JS3005).band).toBe('safe');
    expect(chanceBand(204.9, POLYU_JS3005).band).toBe('reach');
  });
  it('with a mean only (HKBU), below it is a reach and at or above it safe', () => {
    expect(chanceBand(21, HKBU_JS2110)).toMatchObject({
      band: 'reach',
      reasonKey: 'belowCentreWithoutLowerQuartile',
      values: { score: 21, centre: 22.15, centreType: 'mean' },
    });
    expect(chanceBand(22.15, HKBU_JS2110).band).toBe('safe');
  });
  it('with a lower quartile only, at or above it is only a match', () => {
    expect(chanceBand(30, { lowerQuartile: 25 })).toMatchObject({
      band: 'match',
      reasonKey: 'aboveLowerQuartileOnly',
    });
    expect(chanceBand(20, { lowerQuartile: 25 }).band).toBe('reach');
  });
  it('reads an inverted source (LQ 190 > median 178) with the figures sorted and says so', () => {
    // range bottom = 178 (the median); centre = max(190, 200) = 200 (the mean)
    expect(chanceBand(177, POLYU_JS3569)).toMatchObject({ band: 'reach', figuresInconsistent: true });
    expect(chanceBand(185, POLYU_JS3569)).toMatchObject({
      band: 'match',
      values: { lowerQuartile: 178, centre: 200, centreType: 'mean' },
      figuresInconsistent: true,
    });
    expect(chanceBand(200, POLYU_JS3569).band).toBe('safe');
    // without a mean the inverted LQ itself is the centre
    expect(chanceBand(185, { lowerQuartile: 190, median: 178 })).toMatchObject({
      band: 'match',
      values: { centre: 190, centreType: 'lowerQuartile' },
    });
  });
  it('is unknown without a score or without figures', () => {
    expect(chanceBand(null, HKU_MBBS)).toMatchObject({ band: 'unknown', reasonKey: 'noScore' });
    expect(chanceBand(30, {})).toMatchObject({ band: 'unknown', reasonKey: 'noPastFigures' });
    expect(chanceBand(30, null).band).toBe('unknown');
  });
});
