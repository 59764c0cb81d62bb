import {
  createTRPCClient,
  httpBatchLink,
  httpSubscriptionLink,
  splitLink,
  TRPCClientError,
} from '@trpc/client';
import {
  createTRPCContext,
  type inferInput,
  type inferOutput,
  type TRPCOptionsProxy,
} from '@trpc/tanstack-react-query';
import { API_MAX_BATCH_CALLS } from '@waypoint/domain';
import type { AppRouter } from '@waypoint/server/router';
import { currentLang } from './i18n';
import { readStored, STORAGE_KEYS } from './storage';

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

export type Api = TRPCOptionsProxy<AppRouter>;
export type ApiClient = ReturnType<typeof createApiClient>;

/** The signed-in person as the server sends them. */
export type User = NonNullable<inferOutput<Api['users']['getLoggedInUser']>>;
export type School = inferOutput<Api['schools']['getSchoolById']>;
export type UpdateUserInput = inferInput<Api['users']['updateUser']>;

export function createApiClient() {
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        // Subscriptions (live session lists) travel over Server-Sent Events; the session cookie goes along.
        condition: (op) => op.type === 'subscription',
        true: httpSubscriptionLink({ url: '/api/trpc' }),
        false: httpBatchLink({
          url: '/api/trpc',
          // The server refuses larger batches; the link splits a busy page's calls into several requests.
          maxItems: API_MAX_BATCH_CALLS,
          // Read at each request: the language and the admin's role can change without a reload.
          headers() {
            const headers: Record<string, string> = { 'x-waypoint-lang': currentLang() };
            const appRole = readStored(STORAGE_KEYS.appRole);
            if (appRole) headers['x-waypoint-app-role'] = appRole;
            return headers;
          },
        }),
      }),
    ],
  });
}

/** What the client acts on (see the server's WaypointCode). */
export type WaypointCode = 'ACCESS_DISABLED' | 'SESSION_EXPIRED' | 'UNREGISTERED_PHONE';

export function waypointCodeOf(error: unknown): WaypointCode | null {
  if (!(error instanceof TRPCClientError)) return null;
  const data: unknown = error.data;
  if (typeof data !== 'object' || data === null || !('waypointCode' in data)) return null;
  const code = data.waypointCode;
  return code === 'ACCESS_DISABLED' || code === 'SESSION_EXPIRED' || code === 'UNREGISTERED_PHONE'
    ? code
    : null;
}

/** Errors the app handles in one place (sign-out and redirect) rather than on the form that caused them. */
export function isHandledGlobally(error: unknown): boolean {
  const code = waypointCodeOf(error);
  return code === 'ACCESS_DISABLED' || code === 'SESSION_EXPIRED';
}

/**
 * The server's message is already a sentence in the user's language. Refusals made before tRPC (rate
 * limit, foreign origin) carry one too, in plain JSON. Only a failed connection gets the client's wording.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof TRPCClientError)) return fallback;
  if (error.data) return error.message || fallback;
  const json: unknown = error.meta?.responseJSON;
  const message = typeof json === 'object' && json !== null ? Reflect.get(json, 'message') : undefined;
  return typeof message === 'string' && message ? message : fallback;
}
