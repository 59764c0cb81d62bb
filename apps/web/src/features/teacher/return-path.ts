import { ROLE_TEACHER } from '@waypoint/domain';

/**
 * Spec 2 §2: the JUPAS results page, opened as a page, returns a teacher to the mock-JUPAS service
 * and everyone else to /home.
 */
export function mockJupasReturnPath(appRole: string | null | undefined): string {
  return appRole === ROLE_TEACHER ? '/services/mock-jupas' : '/home';
}
