import { describe, expect, it } from 'vitest';
import {
  isEightDigitPhone,
  isHkMobile,
  maskPhone,
  normalisePhone,
  PHONE_LENGTH,
  whatsAppChatLink,
} from './phone.ts';

describe('normalisePhone', () => {
  it.each([
    ['91234567', '91234567'],
    ['9123 4567', '91234567'],
    ['9123-4567', '91234567'],
    [' 9123 4567 ', '91234567'],
    ['+852 9123 4567', '91234567'],
    ['+852-9123-4567', '91234567'],
    ['85291234567', '91234567'],
  ])('%j becomes %j', (input, expected) => {
    expect(normalisePhone(input)).toBe(expected);
  });

  it('keeps an 852 that starts a local 8-digit number', () => {
    expect(normalisePhone('85212345')).toBe('85212345');
  });

  it('leaves other country codes and malformed input for validation to refuse', () => {
    expect(normalisePhone('+86 13812345678')).toBe('+8613812345678');
    expect(normalisePhone('+852 1234')).toBe('+8521234');
    expect(normalisePhone('')).toBe('');
  });
});

describe('isEightDigitPhone', () => {
  it('needs exactly 8 ASCII digits', () => {
    expect(PHONE_LENGTH).toBe(8);
    expect(isEightDigitPhone('21234567')).toBe(true);
    expect(isEightDigitPhone('91234567')).toBe(true);
    expect(isEightDigitPhone('9123456')).toBe(false);
    expect(isEightDigitPhone('912345678')).toBe(false);
    expect(isEightDigitPhone('9123 456')).toBe(false);
    expect(isEightDigitPhone('９１２３４５６７')).toBe(false);
  });
});

describe('isHkMobile', () => {
  it.each(['41234567', '51234567', '61234567', '71234567', '81234567', '91234567'])('accepts %s', (phone) => {
    expect(isHkMobile(phone)).toBe(true);
  });

  it.each(['01234567', '11234567', '21234567', '31234567', '9123456', '+85291234567'])(
    'refuses %s',
    (phone) => {
      expect(isHkMobile(phone)).toBe(false);
    },
  );
});

describe('whatsAppChatLink', () => {
  it('puts +852 in front of the local number', () => {
    expect(whatsAppChatLink('9123 4567')).toBe('https://wa.me/85291234567');
    expect(whatsAppChatLink('+852 9123 4567')).toBe('https://wa.me/85291234567');
  });

  it('encodes a prefilled message', () => {
    expect(whatsAppChatLink('91234567', 'Hi 你好 & bye?')).toBe(
      'https://wa.me/85291234567?text=Hi%20%E4%BD%A0%E5%A5%BD%20%26%20bye%3F',
    );
  });

  it('adds no text parameter for an empty message', () => {
    expect(whatsAppChatLink('91234567', '')).toBe('https://wa.me/85291234567');
  });
});

describe('maskPhone', () => {
  it('keeps the first 4 digits', () => {
    expect(maskPhone('90001234')).toBe('9000****');
    expect(maskPhone('+852 9000 1234')).toBe('9000****');
  });

  it('hides a short value entirely', () => {
    expect(maskPhone('1234')).toBe('****');
    expect(maskPhone('')).toBe('');
  });
});
