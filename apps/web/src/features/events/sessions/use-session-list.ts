import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSubscription } from '@trpc/tanstack-react-query';
import { useTRPC } from '@/shared/api';

/**
 * The session list, kept live: every vote or shortlist change on the session, from any browser and any
 * server process, makes the list refetch (the server applies the viewer's view again). The subscription
 * ends when the list closes (spec 1 §4.3).
 */
export function useSessionList(sessionId: string, live: boolean) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const listOptions = trpc.events.getSessionParticipants.queryOptions({ sessionId });
  const list = useQuery(listOptions);
  const subscription = useSubscription(
    trpc.events.onUserUsersChange.subscriptionOptions(
      { sessionId },
      {
        enabled: live,
        onData: () => {
          void queryClient.invalidateQueries({ queryKey: listOptions.queryKey });
        },
      },
    ),
  );
  const save = useMutation(
    trpc.events.upsertUserUsers.mutationOptions({
      // One at a time, in tap order: a quick like-then-dislike must end as dislike on the server too.
      scope: { id: `session-votes-${sessionId}` },
      onSuccess: () => queryClient.invalidateQueries({ queryKey: listOptions.queryKey }),
    }),
  );
  return { list, save, liveStatus: subscription.status };
}
