import { describe, expect, it } from 'vitest';
import { guardDecision } from './guard';

const student = { isSecondaryStudent: true };
const teacher = { isSecondaryStudent: false };

describe('guardDecision', () => {
  it('sends a visitor on a private page to sign in, keeping path and query', () => {
    expect(guardDecision({ pathname: '/ab3', search: '', user: null, loading: false })).toEqual({
      kind: 'redirect',
      to: '/login?redirectPath=%2Fab3',
    });
    expect(guardDecision({ pathname: '/update-info/7', search: '?x=1', user: null, loading: false })).toEqual(
      { kind: 'redirect', to: '/login?redirectPath=%2Fupdate-info%2F7%3Fx%3D1' },
    );
  });

  it('waits for the session before deciding on a private page', () => {
    expect(guardDecision({ pathname: '/profile', search: '', user: null, loading: true })).toEqual({
      kind: 'wait',
    });
  });

  it('shows public and sign-in pages to visitors at once', () => {
    for (const pathname of ['/home', '/events/3', '/login', '/s/beacon1/4', '/reset-password', '/c/9']) {
      expect(guardDecision({ pathname, search: '', user: null, loading: true })).toEqual({ kind: 'render' });
    }
  });

  it('leaves / to the router', () => {
    expect(guardDecision({ pathname: '/', search: '', user: null, loading: false })).toEqual({
      kind: 'render',
    });
  });

  it('sends a student opening a parent view to their own planner', () => {
    expect(guardDecision({ pathname: '/ab3-pv/5', search: '', user: student, loading: false })).toEqual({
      kind: 'redirect',
      to: '/ab3',
    });
    expect(guardDecision({ pathname: '/ab3-pv/5', search: '', user: teacher, loading: false })).toEqual({
      kind: 'render',
    });
  });
});
