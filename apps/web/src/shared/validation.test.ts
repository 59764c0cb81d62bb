import { describe, expect, it } from 'vitest';
import { digitsOnly, phoneInputValue } from './validation';

describe('digitsOnly', () => {
  it('drops everything but digits and stops at the limit', () => {
    expect(digitsOnly('12a3', 6)).toBe('123');
    expect(digitsOnly('1234567', 6)).toBe('123456');
    expect(digitsOnly('', 8)).toBe('');
  });
});

describe('phoneInputValue', () => {
  it('keeps the local number of a pasted international form', () => {
    expect(phoneInputValue('+852 9123-4567')).toBe('91234567');
    expect(phoneInputValue('852 9123 4567')).toBe('91234567');
  });

  it('keeps digits while typing and never more than 8', () => {
    expect(phoneInputValue('9123 4')).toBe('91234');
    expect(phoneInputValue('912345678')).toBe('91234567');
    expect(phoneInputValue('abc')).toBe('');
  });
});
