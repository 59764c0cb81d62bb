import '@mantine/core/styles.css';
import './touch-targets.css';
import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
// The DOM build of RouterProvider honours navigate(..., { flushSync }) (used by sign-out).
import { RouterProvider } from 'react-router/dom';
import { type ApiClient, createApiClient, TRPCProvider } from '@/shared/api';
import { STORAGE_KEYS } from '@/shared/storage';
import { HydrationGuard } from './HydrationGuard';
import { NotificationsSlot } from './NotificationsSlot';
import { createQueryClient } from './query-client';
import { getBrowserRouter } from './routes';
import { cssVariablesResolver, theme } from './theme';

// Visitors keep their theme on the device; for signed-in people use-preference-sync.ts follows the account.
const colorSchemeManager = localStorageColorSchemeManager({ key: STORAGE_KEYS.colorScheme });

/**
 * Everything above the router, shared by the browser (App) and the server's render (entry-server.tsx):
 * a hydrated page must be drawn by the same tree on both sides.
 */
export function AppProviders(props: {
  queryClient: QueryClient;
  trpcClient: ApiClient;
  children: ReactNode;
}) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="light"
    >
      <QueryClientProvider client={props.queryClient}>
        <TRPCProvider trpcClient={props.trpcClient} queryClient={props.queryClient}>
          <NotificationsSlot />
          <HydrationGuard>{props.children}</HydrationGuard>
        </TRPCProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

/** `queryClient` is given when the page came server-rendered: it holds the server's answers. */
export function App(props: { queryClient?: QueryClient }) {
  const [queryClient] = useState(() => props.queryClient ?? createQueryClient());
  const [trpcClient] = useState(createApiClient);
  return (
    <AppProviders queryClient={queryClient} trpcClient={trpcClient}>
      <RouterProvider router={getBrowserRouter()} />
    </AppProviders>
  );
}
