import { useCallback } from 'react';
import { type User, useTRPCClient } from '@/shared/api';

/**
 * Spec 1 §2.8: a registration link with an event (`/s/{school}/{event}`, `/t/…`, `/r/…`, `/regevent/…`)
 * applies the new account to that event once registered. Applying goes through the events procedure,
 * so every eligibility rule holds; if the event refuses (full, wrong form), the account still exists and
 * the event page it lands on shows why.
 */
export function useApplyLinkedEvent(
  eventId: string | undefined,
  onDone: (user: User) => void,
): (user: User) => void {
  const client = useTRPCClient();
  return useCallback(
    (user: User) => {
      if (!eventId) {
        onDone(user);
        return;
      }
      client.events.updateEventResponse
        .mutate({ targetEvent: { id: eventId }, response: 'Yes' })
        .catch(() => undefined)
        .finally(() => onDone(user));
    },
    [client, eventId, onDone],
  );
}
