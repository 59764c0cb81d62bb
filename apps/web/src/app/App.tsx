import '@mantine/core/styles.css';
import './touch-targets.css';
import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
// The DOM build of RouterProvider honours navigate(..., { flushSync }) (used by sign-out).
import { RouterProvider } from 'react-router/dom';
import { createApiClient, TRPCProvider } from '@/shared/api';
import { STORAGE_KEYS } from '@/shared/storage';
import { NotificationsSlot } from './NotificationsSlot';
import { createQueryClient } from './query-client';
import { router } from './routes';
import { cssVariablesResolver, theme } from './theme';

// Visitors keep their theme on the device; for signed-in people use-preference-sync.ts follows the account.
const colorSchemeManager = localStorageColorSchemeManager({ key: STORAGE_KEYS.colorScheme });

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [trpcClient] = useState(createApiClient);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="light"
    >
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          <NotificationsSlot />
          <RouterProvider router={router} />
        </TRPCProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
