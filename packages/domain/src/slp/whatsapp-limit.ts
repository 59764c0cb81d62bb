/**
 * Our own limit on sending an SLP draft to WhatsApp (the spec sets none): a student who corrects and resends
 * a few times stays well inside it; more than this in ten minutes is a loop, a stuck button or someone
 * flooding a class group, and every message goes to a minor's phone. Counted per student, in the database.
 */
export const SLP_WHATSAPP_LIMIT = { sends: 5, windowMinutes: 10 } as const;

/** The limit's window in milliseconds, as the database counter takes it. */
export const SLP_WHATSAPP_WINDOW_MS = SLP_WHATSAPP_LIMIT.windowMinutes * 60_000;
