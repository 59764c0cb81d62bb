import { describe, expect, it } from 'vitest';
import {
  AUTH_PATHS,
  isAuthPath,
  isPublicPath,
  loginPathFor,
  needsSignIn,
  PUBLIC_PATHS,
  parentViewRedirect,
  registerPathFor,
  safeRedirectPath,
} from './routes.ts';

describe('page lists', () => {
  it('hold the 20 public pages and 11 sign-in pages of the spec', () => {
    expect(PUBLIC_PATHS).toHaveLength(20);
    expect(AUTH_PATHS).toHaveLength(11);
  });

  it('let a visitor read the collection statement, which registration links to', () => {
    expect(isPublicPath('/privacy')).toBe(true);
    expect(needsSignIn('/privacy')).toBe(false);
    expect(isAuthPath('/privacy')).toBe(false);
    expect(safeRedirectPath('/privacy')).toBe('/privacy');
    expect(isPublicPath('/privacyx')).toBe(false);
  });

  it('let a visitor send feedback and open /f5, the alias of the public /home (issue 24)', () => {
    expect(needsSignIn('/feedback')).toBe(false);
    expect(needsSignIn('/feedback?programId=3')).toBe(false);
    expect(needsSignIn('/f5')).toBe(false);
    expect(needsSignIn('/f5')).toBe(needsSignIn('/home'));
    expect(isAuthPath('/feedback')).toBe(false);
    expect(safeRedirectPath('/feedback')).toBe('/feedback');
  });

  it('treat the password-reset link and /c/:clientId as sign-in pages too', () => {
    expect(isAuthPath('/reset-password')).toBe(true);
    expect(isAuthPath('/c/12')).toBe(true);
    expect(needsSignIn('/reset-password?token=x')).toBe(false);
    expect(isAuthPath('/cx')).toBe(false);
  });

  it('match on the first path segment', () => {
    expect(isPublicPath('/events')).toBe(true);
    expect(isPublicPath('/events/12/3')).toBe(true);
    expect(isPublicPath('/events?x=1')).toBe(true);
    expect(isPublicPath('/eventsx')).toBe(false);
    expect(isPublicPath('/ab3-pv/u1')).toBe(true);
    expect(isAuthPath('/login/u1')).toBe(true);
    expect(isAuthPath('/s/beacon2/7')).toBe(true);
    expect(isAuthPath('/sectors')).toBe(false);
  });

  it('counts /p as both public and a sign-in page, as the spec lists it', () => {
    expect(isPublicPath('/p/9')).toBe(true);
    expect(isAuthPath('/p/9')).toBe(true);
  });

  it('needs sign-in for every other page', () => {
    expect(needsSignIn('/ab3')).toBe(true);
    expect(needsSignIn('/profile')).toBe(true);
    expect(needsSignIn('/sessions/4')).toBe(true);
    expect(needsSignIn('/home')).toBe(false);
    expect(needsSignIn('/register/beacon2')).toBe(false);
  });
});

describe('safeRedirectPath', () => {
  it('keeps a path of this site with its query', () => {
    expect(safeRedirectPath('/ab3?tab=2')).toBe('/ab3?tab=2');
    expect(safeRedirectPath('/events/12/3')).toBe('/events/12/3');
  });

  it('goes home when there is nothing to follow', () => {
    expect(safeRedirectPath(null)).toBe('/home');
    expect(safeRedirectPath(undefined)).toBe('/home');
    expect(safeRedirectPath('')).toBe('/home');
  });

  it.each([
    'https://evil.example',
    'javascript:alert(1)',
    '//evil.example/ab3',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'ab3',
  ])('refuses %j, which could leave the site', (raw) => {
    expect(safeRedirectPath(raw)).toBe('/home');
  });

  it('never sends a signed-in user back to a sign-in page', () => {
    expect(safeRedirectPath('/login?redirectPath=%2Fab3')).toBe('/home');
    expect(safeRedirectPath('/register/beacon2')).toBe('/home');
  });
});

describe('loginPathFor', () => {
  it('keeps the original path and query as redirectPath', () => {
    expect(loginPathFor('/ab3?tab=2&x=a b')).toBe('/login?redirectPath=%2Fab3%3Ftab%3D2%26x%3Da%20b');
    expect(safeRedirectPath(decodeURIComponent(loginPathFor('/ab3?tab=2').split('=')[1] ?? ''))).toBe(
      '/ab3?tab=2',
    );
  });
});

describe('loginPathFor with a registration link', () => {
  it('carries the link role, school and event to the login page', () => {
    expect(
      loginPathFor('/events/e1', { role: 'secondary-school-student', schoolId: 'beacon1', eventId: 'e1' }),
    ).toBe('/login?redirectPath=%2Fevents%2Fe1&role=secondary-school-student&schoolId=beacon1&eventId=e1');
  });
});

describe('registerPathFor', () => {
  it('carries the school and event of a registration link', () => {
    expect(
      registerPathFor({
        phone: '91234567',
        role: 'teacher',
        redirectPath: '/events/e1',
        schoolId: 's1',
        eventId: 'e1',
      }),
    ).toBe('/register?phone=91234567&role=teacher&redirectPath=%2Fevents%2Fe1&schoolId=s1&eventId=e1');
  });

  it('carries phone, role and redirectPath', () => {
    expect(registerPathFor({ phone: '91234567', role: 'teacher', redirectPath: '/events/12' })).toBe(
      '/register?phone=91234567&role=teacher&redirectPath=%2Fevents%2F12',
    );
  });

  it('leaves out empty parameters', () => {
    expect(registerPathFor({ phone: '91234567', role: '', redirectPath: null })).toBe(
      '/register?phone=91234567',
    );
    expect(registerPathFor({})).toBe('/register');
  });
});

describe('parentViewRedirect', () => {
  it('sends a secondary student from the parent view to their own plan', () => {
    expect(parentViewRedirect({ isSecondaryStudent: true, pathname: '/ab3-pv/u1' })).toBe('/ab3');
    expect(parentViewRedirect({ isSecondaryStudent: true, pathname: '/ab3-pv' })).toBe('/ab3');
  });

  it('leaves parents, staff and other pages alone', () => {
    expect(parentViewRedirect({ isSecondaryStudent: false, pathname: '/ab3-pv/u1' })).toBeNull();
    expect(parentViewRedirect({ isSecondaryStudent: true, pathname: '/ab3' })).toBeNull();
    expect(parentViewRedirect({ isSecondaryStudent: true, pathname: '/ab3-pvx' })).toBeNull();
  });
});
