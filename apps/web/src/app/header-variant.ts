import { ROLE_ADMIN, ROLE_TEACHER, ROLE_UNI_CLIENT, ROLE_UNI_STUDENT } from '@waypoint/domain';

export type HeaderVariant = 'default' | 'university-student' | 'university-client' | 'teacher' | 'admin';

/**
 * The header follows the role whose screens are shown (an admin who switched role sees that role's
 * header); students and visitors get the default one.
 */
export function headerVariant(user: { appRole: string } | null): HeaderVariant {
  switch (user?.appRole) {
    case ROLE_ADMIN:
      return 'admin';
    case ROLE_TEACHER:
      return 'teacher';
    case ROLE_UNI_STUDENT:
      return 'university-student';
    case ROLE_UNI_CLIENT:
      return 'university-client';
    default:
      return 'default';
  }
}

/** Each variant's banner colour: all carry white text at 4.5:1 or more. */
export const HEADER_COLORS: Record<HeaderVariant, string> = {
  default: 'var(--mantine-color-navy-8)',
  'university-student': 'var(--mantine-color-teal-9)',
  'university-client': 'var(--mantine-color-grape-9)',
  teacher: 'var(--mantine-color-cyan-9)',
  admin: 'var(--mantine-color-dark-7)',
};
