/** Machine-readable reasons the client acts on (redirects, sign-out). */
export type WaypointCode = 'ACCESS_DISABLED' | 'SESSION_EXPIRED' | 'UNREGISTERED_PHONE';

/** What went wrong, in the words the transport maps to its own codes (trpc/init.ts's error formatter). */
export type AppErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PRECONDITION_FAILED'
  | 'TOO_MANY_REQUESTS'
  | 'INTERNAL_SERVER_ERROR';

/**
 * An error whose message is a locale key, translated into the caller's language when it is sent. It knows
 * nothing of tRPC, so services stay callable from any route (and from tests) without the transport.
 */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly messageKey: string;
  readonly vars: Record<string, string | number>;
  readonly waypointCode: WaypointCode | undefined;

  constructor(
    code: AppErrorCode,
    messageKey: string,
    opts: { vars?: Record<string, string | number>; waypointCode?: WaypointCode } = {},
  ) {
    super(messageKey);
    this.name = 'AppError';
    this.code = code;
    this.messageKey = messageKey;
    this.vars = opts.vars ?? {};
    this.waypointCode = opts.waypointCode;
  }
}

export function fail(
  code: AppErrorCode,
  messageKey: string,
  opts: { vars?: Record<string, string | number>; waypointCode?: WaypointCode } = {},
): never {
  throw new AppError(code, messageKey, opts);
}
