// Test code only: the providers a screen needs, around the screen under test (component tests, *.test.tsx).
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createTRPCClient, TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import type { AppRouter } from '@waypoint/server/router';
import type { ReactElement } from 'react';
import { cssVariablesResolver, theme } from '@/app/theme';
import { TRPCProvider } from '@/shared/api';
import { i18n, type Lang } from '@/shared/i18n';
import type { PortalData } from '@/shared/portal-data';

/** The query usePortalData (shared/portal-data.ts) keeps the reference data under. */
const PORTAL_DATA_QUERY_KEY = ['portal-data'];

/** What the stubbed server answers: data for a procedure path, or a thrown error (sent as a tRPC error). */
export type ApiHandler = (path: string, input: unknown) => unknown;

export interface ApiCall {
  path: string;
  type: string;
  input: unknown;
}

/** A tRPC link that answers from `handler` in memory and records every call, instead of HTTP. */
function stubLink(handler: ApiHandler, calls: ApiCall[]): TRPCLink<AppRouter> {
  return () =>
    ({ op }) =>
      observable((observer) => {
        calls.push({ path: op.path, type: op.type, input: op.input });
        Promise.resolve()
          .then(() => handler(op.path, op.input))
          .then(
            (data) => {
              observer.next({ result: { type: 'data', data } });
              observer.complete();
            },
            (err: unknown) => observer.error(TRPCClientError.from(err as Error)),
          );
      });
}

export interface Rendered extends ReturnType<typeof render> {
  /** Every call the screen made, in order. */
  calls: ApiCall[];
}

/**
 * Renders `ui` in Mantine (the app's theme), the query client, a tRPC client answering from `api`, the toast
 * container and the language `lang`. `portal` preloads the reference data the deck and calculator read.
 */
export function renderScreen(
  ui: ReactElement,
  opts: { lang?: Lang; api?: ApiHandler; portal?: PortalData } = {},
): Rendered {
  void i18n.changeLanguage(opts.lang ?? 'en');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (opts.portal) queryClient.setQueryData(PORTAL_DATA_QUERY_KEY, opts.portal);
  const calls: ApiCall[] = [];
  const api =
    opts.api ??
    ((path: string) => {
      throw new Error(`no stubbed answer for ${path}`);
    });
  const trpcClient = createTRPCClient<AppRouter>({ links: [stubLink(api, calls)] });
  const result = render(
    // env "test": no transitions and no portals, so that a popover or modal is in the tree at once.
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          <Notifications />
          {ui}
        </TRPCProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return Object.assign(result, { calls });
}
