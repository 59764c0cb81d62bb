import { Center, Loader, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorAlert } from './ErrorAlert';

/** A modal's body while its data loads, under its header. */
export function ModalLoading({ header, label }: { header: ReactNode; label: string }) {
  return (
    <Stack>
      {header}
      <Center p="xl">
        <Loader aria-label={label} />
      </Center>
    </Stack>
  );
}

/** A modal's body when its data failed to load, under its header. */
export function ModalLoadError({ header, error }: { header: ReactNode; error: unknown }) {
  return (
    <Stack>
      {header}
      <ErrorAlert error={error} />
    </Stack>
  );
}
