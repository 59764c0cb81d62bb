import { MutationCache, type Query, QueryCache, QueryClient } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { reportApiError } from './api-errors';

/** A refusal (4xx) will not change on a second try; a dropped connection or a 5xx might. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof TRPCClientError) {
    const data: unknown = error.data;
    const status = typeof data === 'object' && data !== null ? Reflect.get(data, 'httpStatus') : undefined;
    if (typeof status === 'number' && status < 500) return false;
  }
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: reportApiError }),
    mutationCache: new MutationCache({ onError: reportApiError }),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The longest the answers a server-drawn page came with count as fresh (decision 030). */
export const DRAWN_ANSWERS_FRESH_MS = 30_000;

/**
 * The answers the server drew the page with (hydrated into `queryClient`) were read a moment ago: asked
 * again the moment the app takes the page over, they came back the same, after requests on a slow line and
 * a redraw of the page on a phone's main thread (issue 25). They count as fresh while the app takes the
 * page over (until `takenOver` settles; at most DRAWN_ANSWERS_FRESH_MS), so the screens mounted by that
 * hydration do not ask again. After it, everything is as before: a screen mounted later asks again (the
 * app relies on that to show what a change elsewhere did), and an invalidation asks again at once.
 */
export function keepDrawnAnswersFresh(
  queryClient: QueryClient,
  takenOver: Promise<unknown>,
  now = Date.now(),
): void {
  const drawn = new Set<Query>(queryClient.getQueryCache().getAll());
  const until = now + DRAWN_ANSWERS_FRESH_MS;
  void takenOver.then(() => drawn.clear());
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({
    ...defaults,
    queries: {
      ...defaults.queries,
      staleTime: (query) => (drawn.has(query) && Date.now() < until ? Number.POSITIVE_INFINITY : 0),
    },
  });
}
