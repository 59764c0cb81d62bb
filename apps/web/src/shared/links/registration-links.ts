export type RegistrationKind = 'student' | 'teacher' | 'general';

/**
 * Spec 1 §2.8 link shapes: /t/{schoolId}[/{eventId}] for teachers, /s/{schoolId}[/{eventId}] for
 * students, /r for general registration.
 */
export function registrationPath(
  kind: RegistrationKind,
  schoolId: string | null,
  eventId?: string | null,
): string {
  if (kind === 'general' || !schoolId) return '/r';
  const base = `/${kind === 'teacher' ? 't' : 's'}/${encodeURIComponent(schoolId)}`;
  return eventId ? `${base}/${encodeURIComponent(eventId)}` : base;
}
