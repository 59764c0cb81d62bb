// The server's render of a first screen (decision 030): the same tree as main.tsx's, drawn to a string by
// the server process (apps/server/src/http/web-render.ts imports the bundle `vite build --ssr` makes of this
// file), with the page's data asked of the real tRPC router in the same process.
import { dehydrate, type Query, QueryClient } from '@tanstack/react-query';
import { createTRPCClient, TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { isAuthPath } from '@waypoint/domain';
import type { AppRouter } from '@waypoint/server/router';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/App';
import { guardDecision } from './app/guard';
import { preloadCurrentPage, routeTree } from './app/routes';
import type { User } from './shared/api';
import { i18n, type Lang } from './shared/i18n';

/** Calls a procedure of the server's router for the request being rendered (its session, its language). */
export type ServerCall = (type: 'query' | 'mutation', path: string, input: unknown) => Promise<unknown>;

export interface RenderRequest {
  /** The path and query of the page. */
  url: string;
  lang: Lang;
  call: ServerCall;
}

export type RenderResult =
  /** `html` goes into #root; `state` (the dehydrated query cache, safe inside a <script>) beside it. */
  | { kind: 'page'; html: string; state: string; signedIn: boolean }
  /** Where the client would send this reader at once (the sign-in guard). */
  | { kind: 'redirect'; to: string }
  /** Not drawn on the server: the plain page, and the client renders as it always did. */
  | { kind: 'client'; reason: string };

/**
 * Each pass draws the page with what has arrived so far and asks for what it found missing (queries the
 * page wants, the page's own chunk); the page is done when a pass leaves nothing to wait for. A first
 * screen settles in two or three: the session, then what the page asks for once it knows the person.
 */
const MAX_PASSES = 5;

/** The in-process twin of the browser's httpBatchLink: answers travel as JSON, as they would over HTTP. */
function serverLink(call: ServerCall): TRPCLink<AppRouter> {
  return () =>
    ({ op }) =>
      observable((observer) => {
        if (op.type === 'subscription') {
          observer.error(TRPCClientError.from(new Error('No subscriptions while rendering on the server')));
          return;
        }
        call(op.type, op.path, op.input).then(
          (data) => {
            const wire: unknown = data === undefined ? undefined : JSON.parse(JSON.stringify(data));
            observer.next({ result: { type: 'data', data: wire } });
            observer.complete();
          },
          (error: unknown) => observer.error(TRPCClientError.from(error as Error)),
        );
      });
}

/**
 * The router's reads the page asked for. Other queries (the portal's reference data, a public file the
 * browser caches for the whole visit) stay loading in the drawn page, as they are on the client's first
 * render, and the client fetches them as before.
 */
function wanted(query: Query): boolean {
  if (query.state.status !== 'pending' || !Array.isArray(query.queryKey[0])) return false;
  // The observer's options (useQuery's) are kept on the query; QueryOptions' type leaves `enabled` out.
  const enabled: unknown = (query.options as { enabled?: unknown }).enabled;
  if (typeof enabled === 'function') return enabled(query) !== false;
  return enabled !== false;
}

/** `<` never appears raw, so no answer can close the <script> that carries the state. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export async function render(req: RenderRequest): Promise<RenderResult> {
  const url = new URL(req.url, 'http://render.invalid');
  const handler = createStaticHandler(routeTree);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return { kind: 'client', reason: 'route answered with a response' };
  const staticRouter = createStaticRouter(handler.dataRoutes, context);
  // No retries and no refetching: the server asks once per request, and nothing here outlives it.
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, gcTime: Number.POSITIVE_INFINITY },
    },
  });
  const trpcClient = createTRPCClient<AppRouter>({ links: [serverLink(req.call)] });
  await preloadCurrentPage(url);

  for (let pass = 0; pass < MAX_PASSES; pass++) {
    // i18next is one instance for the process: set the language right before the synchronous render, so
    // that requests in other languages rendering between passes cannot change it under this one.
    void i18n.changeLanguage(req.lang);
    const html = renderToString(
      <StrictMode>
        <AppProviders queryClient={queryClient} trpcClient={trpcClient}>
          <StaticRouterProvider router={staticRouter} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
    );
    const missing = queryClient.getQueryCache().getAll().filter(wanted);
    // A boundary left to the client (`<!--$!-->`): something suspended, a lazy chunk or a suspense query.
    const suspended = html.includes('<!--$!-->');
    if (missing.length === 0 && !suspended) return finish(html, queryClient, url);
    await Promise.all(missing.map((query) => query.fetch().catch(() => undefined)));
    // Lets the lazy components' own promises settle after the chunks they wait for.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return { kind: 'client', reason: `page did not settle in ${MAX_PASSES} passes` };
}

function finish(html: string, queryClient: QueryClient, url: URL): RenderResult {
  const queries = queryClient.getQueryCache().getAll();
  // An error shown on the server would be a spinner on the client's first render: a mismatch. The client
  // asks again and shows what it gets.
  const failed = queries.find((q) => q.state.status === 'error');
  if (failed) {
    const reason = `${JSON.stringify(failed.queryKey)} failed: ${failed.state.error?.message ?? ''}`;
    return { kind: 'client', reason };
  }
  const session = queries.find((q) => JSON.stringify(q.queryKey[0]) === '["users","getLoggedInUser"]');
  const user = (session?.state.data as User | null | undefined) ?? null;
  const decision = guardDecision({ pathname: url.pathname, search: url.search, user, loading: false });
  if (decision.kind === 'redirect') return { kind: 'redirect', to: decision.to };
  if (decision.kind === 'wait') return { kind: 'client', reason: 'session unknown' };
  // A signed-in person on a sign-in page is sent on by the page itself (AuthPage), in the browser.
  if (user && isAuthPath(url.pathname)) return { kind: 'client', reason: 'signed in on a sign-in page' };
  return { kind: 'page', html, state: scriptSafeJson(dehydrate(queryClient)), signedIn: user !== null };
}
