import { useCallback, useState } from 'react';
import { localName, useFormatDateTime, useLang } from '@/shared/format';
import type { DialogKind } from './ResponseDialogs';
import { type EventResponseValue, useEventActions } from './use-event-actions';

const RESPONSE_OF: Record<DialogKind, EventResponseValue> = {
  apply: 'Yes',
  confirm: 'Confirmed',
  withdraw: 'No',
  unsubscribe: 'Unsubscribed',
  rollCall: 'Attended',
};

interface FlowEvent {
  id: string;
  name: string;
  nameChi: string | null;
  startTime: string;
}

/** One open dialog at a time for one event: what it asks, and sending the answer. */
export function useResponseFlow(forUserId?: string | null) {
  const lang = useLang();
  const fmt = useFormatDateTime();
  const actions = useEventActions();
  const [open, setOpen] = useState<{ kind: DialogKind; event: FlowEvent } | null>(null);

  const start = useCallback(
    (kind: DialogKind, event: FlowEvent) => {
      actions.clearError();
      setOpen({ kind, event });
    },
    [actions],
  );

  const dialogProps = {
    kind: open?.kind ?? null,
    eventName: open ? localName(open.event, lang) : '',
    eventTime: open ? fmt(open.event.startTime) : '',
    pending: actions.pending,
    error: actions.error,
    onClose: () => setOpen(null),
    onSubmit: async (extra: { rollCallCode?: string; withdrawReason?: string }) => {
      if (!open) return;
      const ok = await actions.send({ id: open.event.id, userId: forUserId }, RESPONSE_OF[open.kind], extra);
      if (ok) setOpen(null);
    },
  };
  return { start, dialogProps };
}
