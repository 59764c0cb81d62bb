import { describe, expect, it } from 'vitest';
import { activeTab, tabsFor } from './tabs';

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

describe('tabsFor', () => {
  it('gives staff a school tab before Profile and keeps the four tabs for everyone else', () => {
    expect(tabsFor('teacher').map((tab) => tab.key)).toEqual([
      'home',
      'explore',
      'events',
      'school',
      'profile',
    ]);
    expect(tabsFor('admin').map((tab) => tab.key)).toContain('school');
    expect(tabsFor('secondary-school-student').map((tab) => tab.key)).toEqual([
      'home',
      'explore',
      'events',
      'profile',
    ]);
    expect(tabsFor(null)).toHaveLength(4);
  });

  it('lights the school tab on the teacher tools', () => {
    expect(activeTab('/school-teachers', tabsFor('teacher'))).toBe('school');
    expect(activeTab('/achievejupas', tabsFor('teacher'))).toBe('school');
    expect(activeTab('/school-teachers')).toBeNull();
  });
});
