import { describe, expect, it } from 'vitest';
import { authIntent } from './auth-links';

const q = (search = '') => new URLSearchParams(search);

describe('authIntent', () => {
  it('keeps the query of the login page', () => {
    expect(authIntent('login', {}, q('?redirectPath=%2Fab3&role=teacher&phone=91234567'))).toEqual({
      screen: 'login',
      role: 'teacher',
      schoolId: null,
      eventId: null,
      redirectPath: '/ab3',
      userId: null,
      phone: '91234567',
      token: null,
      programId: null,
      clientId: null,
      clientInvite: null,
      rosterInvite: null,
    });
  });

  it('reads the account of /login/:userId and /n/:userId', () => {
    expect(authIntent('login', { userId: 'u1' }, q()).userId).toBe('u1');
    expect(authIntent('n', { userId: 'u2' }, q()).userId).toBe('u2');
    expect(authIntent('n', {}, q('?userId=u3')).userId).toBe('u3');
  });

  it('reads a sign-in link token', () => {
    expect(authIntent('login', {}, q('?token=abc')).token).toBe('abc');
  });

  it('prefills school and role from the links teachers share, keeping the event', () => {
    expect(authIntent('s', { schoolId: 'beacon1', eventId: '12' }, q())).toMatchObject({
      screen: 'register',
      role: 'secondary-school-student',
      schoolId: 'beacon1',
      redirectPath: '/events/12',
    });
    expect(authIntent('t', { schoolId: 'hv' }, q())).toMatchObject({
      screen: 'register',
      role: 'teacher',
      schoolId: 'hv',
      redirectPath: null,
    });
  });

  it('keeps a registration link’s role, school and event through login and register (spec 1 §2.8)', () => {
    const query = q('?redirectPath=%2Fevents%2Fe1&role=secondary-school-student&schoolId=beacon1&eventId=e1');
    for (const kind of ['login', 'register'] as const) {
      expect(authIntent(kind, {}, query)).toMatchObject({
        role: 'secondary-school-student',
        schoolId: 'beacon1',
        eventId: 'e1',
        redirectPath: '/events/e1',
      });
    }
  });

  it('lets the link role win over a role in the query', () => {
    expect(authIntent('t', {}, q('?role=secondary-school-student')).role).toBe('teacher');
  });

  it('ignores a role that cannot be registered', () => {
    expect(authIntent('register', {}, q('?role=admin')).role).toBeNull();
  });

  it('keeps the event of the general registration links', () => {
    expect(authIntent('register', { schoolId: 's1', eventId: '4' }, q()).redirectPath).toBe('/events/4');
    expect(authIntent('r', { eventId: '5' }, q()).redirectPath).toBe('/events/5');
    expect(authIntent('regevent', { eventId: '6' }, q()).redirectPath).toBe('/events/6');
    expect(authIntent('regapply', { eventId: '7' }, q()).redirectPath).toBe('/apply/7');
  });

  it('signs in for a service link and returns to the service', () => {
    expect(authIntent('p', { serviceId: '9' }, q())).toMatchObject({
      screen: 'login',
      redirectPath: '/services/9',
    });
  });

  it('gives university links their roles', () => {
    expect(authIntent('u', { programId: '3' }, q()).role).toBe('university-student');
    expect(authIntent('c', { clientId: '8' }, q()).role).toBe('university-client');
  });

  it('keeps the programme of a /u link and the organisation of a /c link', () => {
    expect(authIntent('u', { programId: '3' }, q())).toMatchObject({ programId: 3, clientId: null });
    expect(authIntent('u', { programId: '3x' }, q()).programId).toBeNull();
    expect(authIntent('c', { clientId: 'demo-harbour-uni' }, q())).toMatchObject({
      programId: null,
      clientId: 'demo-harbour-uni',
    });
  });

  it('keeps an admin’s invitation of a /c link only', () => {
    expect(authIntent('c', { clientId: 'demo-harbour-uni' }, q('?invite=tok')).clientInvite).toBe('tok');
    expect(authIntent('register', {}, q('?invite=tok')).clientInvite).toBeNull();
    expect(authIntent('register', {}, q('?invite=tok')).rosterInvite).toBe('tok');
    expect(authIntent('c', { clientId: 'demo-harbour-uni' }, q('?invite=tok')).rosterInvite).toBeNull();
  });

  it('opens the password screens', () => {
    expect(authIntent('forgot-password', {}, q()).screen).toBe('forgot-password');
    expect(authIntent('reset-password', {}, q('?token=t')).screen).toBe('reset-password');
  });

  it('encodes ids so a crafted link cannot change the path', () => {
    expect(authIntent('regevent', { eventId: '1/../../x' }, q()).redirectPath).toBe(
      '/events/1%2F..%2F..%2Fx',
    );
  });
});
