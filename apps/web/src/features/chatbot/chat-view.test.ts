import { describe, expect, it } from 'vitest';
import { canSend, canSendToWhatsApp, isImageUrl, restoreAfterFailure } from './chat-view';

describe('chatbot rules (spec 3 §2, §4, §5, §8)', () => {
  it('recognises image URLs by their ending', () => {
    for (const ext of ['png', 'jpg', 'jpeg', 'gif', 'webp'])
      expect(isImageUrl(`https://img.example.com/a.${ext}`)).toBe(true);
    expect(isImageUrl('https://img.example.com/a.svg')).toBe(false);
    expect(isImageUrl('A nurse looks after patients.png and more')).toBe(false);
  });
  it('sends only non-blank text while not waiting', () => {
    expect(canSend('   ', false)).toBe(false);
    expect(canSend('hi', true)).toBe(false);
    expect(canSend(' hi ', false)).toBe(true);
  });
  it('restores typed text after a failure except for CV and cover-letter requests', () => {
    expect(restoreAfterFailure('ab4')).toBe(true);
    expect(restoreAfterFailure('cvcl-custom')).toBe(true);
    expect(restoreAfterFailure('cv')).toBe(false);
    expect(restoreAfterFailure('cl')).toBe(false);
  });
  it('offers WhatsApp on bot answers but not on the error message', () => {
    expect(canSendToWhatsApp({ fromUser: false, provider: 'offline' })).toBe(true);
    expect(canSendToWhatsApp({ fromUser: false, provider: 'error' })).toBe(false);
    expect(canSendToWhatsApp({ fromUser: true, provider: null })).toBe(false);
  });

  it('offers no WhatsApp copy of the safety reply (issue 22)', () => {
    expect(canSendToWhatsApp({ fromUser: false, provider: 'safety' })).toBe(false);
  });
});
