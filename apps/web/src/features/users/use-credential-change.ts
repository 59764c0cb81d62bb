import { useQuery } from '@tanstack/react-query';
import { type CredentialChangeRefusal, credentialChangeRefusal } from '@waypoint/domain';
import { useTRPC } from '@/shared/api';
import { useSession } from '@/shared/session';

/**
 * The same rule the server applies (decision 009): why this session may not change the password, e-mail or
 * phone of `ownerId`'s account, or null. The session status query is the one the session watch polls.
 */
export function useCredentialChangeRefusal(ownerId: string | undefined): CredentialChangeRefusal | null {
  const trpc = useTRPC();
  const { user } = useSession();
  const status = useQuery(trpc.auth.getSessionStatus.queryOptions());
  if (!user) return null;
  return credentialChangeRefusal({
    ownAccount: ownerId === user.id,
    actorIsAdmin: user.isAdmin,
    oneTimeSession: status.data?.oneTime ?? false,
  });
}
