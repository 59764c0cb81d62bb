import { TRPCError } from '@trpc/server';
import { AppError } from '../services/errors.ts';

// Routers keep importing from here; services import ../services/errors.ts (biome.json forbids trpc/ there).
export { AppError, type AppErrorCode, fail, type WaypointCode } from '../services/errors.ts';

/**
 * The AppError a procedure threw, wherever tRPC wrapped it: tRPC turns any error that is not a TRPCError
 * into INTERNAL_SERVER_ERROR with the original as its cause.
 */
export function appErrorOf(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  if (error instanceof TRPCError && error.cause instanceof AppError) return error.cause;
  return null;
}
