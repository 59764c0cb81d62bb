import { TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';

/** Machine-readable reasons the client acts on (redirects, sign-out). */
export type WaypointCode = 'ACCESS_DISABLED' | 'SESSION_EXPIRED' | 'UNREGISTERED_PHONE';

/** An error whose message is a locale key, translated into the caller's language when it is sent. */
export class AppError extends TRPCError {
  readonly messageKey: string;
  readonly vars: Record<string, string | number>;
  readonly waypointCode: WaypointCode | undefined;

  constructor(
    code: TRPC_ERROR_CODE_KEY,
    messageKey: string,
    opts: { vars?: Record<string, string | number>; waypointCode?: WaypointCode } = {},
  ) {
    super({ code, message: messageKey });
    this.messageKey = messageKey;
    this.vars = opts.vars ?? {};
    this.waypointCode = opts.waypointCode;
  }
}

export function fail(
  code: TRPC_ERROR_CODE_KEY,
  messageKey: string,
  opts: { vars?: Record<string, string | number>; waypointCode?: WaypointCode } = {},
): never {
  throw new AppError(code, messageKey, opts);
}
