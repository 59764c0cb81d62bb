import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventResponseValue } from '@waypoint/domain';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, useTRPC, useTRPCClient } from '@/shared/api';
import { NS } from './locales';

export type { EventResponseValue } from '@waypoint/domain';

export interface ActionTarget {
  id: string;
  /** A student an admin or teacher acts for; absent for oneself. */
  userId?: string | null;
}

/**
 * Sends one response and tells the person what happened with the spec's toasts. A refusal (wrong
 * roll-call code, missing reason…) is returned to the dialog, which stays open and shows it.
 */
export function useEventActions() {
  const { t } = useTranslation(NS);
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);

  const mutation = useMutation({
    mutationKey: trpc.events.updateEventResponse.mutationKey(),
    mutationFn: (v: {
      target: ActionTarget;
      response: EventResponseValue;
      rollCallCode?: string;
      withdrawReason?: string;
    }) =>
      client.events.updateEventResponse.mutate({
        targetEvent: { id: v.target.id },
        response: v.response,
        userId: v.target.userId ?? null,
        rollCallCode: v.rollCallCode ?? null,
        withdrawReason: v.withdrawReason ?? null,
      }),
    onMutate: () => setError(null),
    onSuccess: (result, v) => {
      const message =
        v.response === 'Yes'
          ? result.waitingListPlace
            ? t('toastWaitlisted', { place: result.waitingListPlace })
            : t('toastApplied')
          : v.response === 'Attended'
            ? t('toastAttended')
            : v.response === 'Confirmed'
              ? t('toastConfirmed')
              : t('toastWithdrawn');
      notifications.show({ color: 'green', message, autoClose: 3000 });
    },
    onError: (e) => setError(errorMessage(e, t('timedOut'))),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: trpc.events.pathKey() });
      void queryClient.invalidateQueries({ queryKey: trpc.services.pathKey() });
    },
  });

  const send = useCallback(
    (
      target: ActionTarget,
      response: EventResponseValue,
      extra: { rollCallCode?: string; withdrawReason?: string } = {},
    ) =>
      mutation.mutateAsync({ target, response, ...extra }).then(
        () => true,
        () => false,
      ),
    [mutation],
  );

  return { send, pending: mutation.isPending, error, clearError: () => setError(null) };
}
