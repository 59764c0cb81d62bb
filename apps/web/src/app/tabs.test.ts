import { describe, expect, it } from 'vitest';
import { activeTab } from './tabs';

describe('activeTab', () => {
  it('lights the tab of a page and of its aliases', () => {
    expect(activeTab('/home')).toBe('home');
    expect(activeTab('/f5')).toBe('home');
    expect(activeTab('/sectors/it')).toBe('explore');
    expect(activeTab('/apply/12/3')).toBe('events');
    expect(activeTab('/appointment/amy')).toBe('events');
    expect(activeTab('/profile')).toBe('profile');
  });

  it('lights none on pages outside the tabs', () => {
    expect(activeTab('/feedback')).toBeNull();
    expect(activeTab('/homework')).toBeNull();
    expect(activeTab('/')).toBeNull();
  });
});
