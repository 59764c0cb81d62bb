const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export interface RequestLimit {
  /** Requests allowed in one window. */
  limit: number;
  windowMs: number;
}

/**
 * Every light limit taken by name (`RateLimiter.take`), in one place: public forms and links per address,
 * and a few per account. Generous enough for a school behind one NAT address, low enough that a script
 * cannot flood a table or the log. They are counted in the database like the sign-in, SMS, upload,
 * roll-call, SLP WhatsApp and export limits, so they hold across server processes.
 */
export const REQUEST_LIMITS = {
  /** A visitor's booking (signed-in bookers are not limited here); per address. */
  booking: { limit: 20, windowMs: MINUTE_MS },
  /** The calendar file behind a booking confirmation's link; per address. */
  bookingIcs: { limit: 30, windowMs: MINUTE_MS },
  /** A consent signed, by link, signed in or anonymous; per address. */
  consent: { limit: 20, windowMs: MINUTE_MS },
  /** A consent receipt opened by its id; per address. */
  consentReceipt: { limit: 60, windowMs: MINUTE_MS },
  /** A consent checked against its digest and chain; per address. */
  consentVerify: { limit: 30, windowMs: MINUTE_MS },
  /** A parent's signing link read; per address. */
  consentLink: { limit: 60, windowMs: MINUTE_MS },
  /** Feedback sent (anyone may); per address. */
  feedback: { limit: 10, windowMs: HOUR_MS },
  /** A click on a discipline's advertisement; per address. */
  adClick: { limit: 60, windowMs: MINUTE_MS },
  /** A plan opened through a parent's view link; per address. */
  parentView: { limit: 60, windowMs: MINUTE_MS },
  /** A programme issue report; per account. */
  programIssue: { limit: 20, windowMs: HOUR_MS },
  /** The web's error reports; per address. */
  clientError: { limit: 10, windowMs: MINUTE_MS },
  /** The web's error reports from everyone together: a page in an error loop must not flood the log. */
  clientErrorAll: { limit: 300, windowMs: MINUTE_MS },
} as const satisfies Record<string, RequestLimit>;

export type RequestLimitName = keyof typeof REQUEST_LIMITS;
