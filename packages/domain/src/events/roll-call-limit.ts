/**
 * Our own limit on wrong roll-call codes (the spec sets none): a code is short and attending opens the SLP
 * writer, so unlimited tries let anyone guess it. A student who mistypes stays well inside this; past it
 * they wait, or a teacher or admin marks them present. Counted per person (whoever types), in the database.
 */
export const ROLL_CALL_WRONG_CODE_LIMIT = { tries: 5, windowMinutes: 15 } as const;

/** The limit's window in milliseconds, as the database counter takes it. */
export const ROLL_CALL_WRONG_CODE_WINDOW_MS = ROLL_CALL_WRONG_CODE_LIMIT.windowMinutes * 60_000;
