import { Loader, LoadingOverlay, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';

interface TimedLoadingOverlayProps {
  active: boolean;
  message: string;
  /** Spec 1 §9: an overlay gives up after its time-out so that a lost request never locks the page. */
  timeoutMs: number;
  onTimeout?: () => void;
}

export function TimedLoadingOverlay({ active, message, timeoutMs, onTimeout }: TimedLoadingOverlayProps) {
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    setTimedOut(false);
    if (!active) return;
    const timer = window.setTimeout(() => {
      setTimedOut(true);
      onTimeout?.();
    }, timeoutMs);
    return () => window.clearTimeout(timer);
  }, [active, timeoutMs, onTimeout]);

  return (
    <LoadingOverlay
      visible={active && !timedOut}
      zIndex={200}
      overlayProps={{ blur: 1 }}
      loaderProps={{
        children: (
          <Stack align="center" gap="xs" role="status" aria-live="polite">
            <Loader />
            <Text fw={500}>{message}</Text>
          </Stack>
        ),
      }}
    />
  );
}
