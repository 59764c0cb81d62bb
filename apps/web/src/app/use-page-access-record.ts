import { shouldRecordPageAccess } from '@waypoint/domain';
import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useTRPCClient } from '@/shared/api';

interface PageHandle {
  pageKey?: string;
}

function pageKeyOf(matches: ReturnType<typeof useMatches>, pathname: string): string {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as PageHandle | undefined;
    if (handle?.pageKey) return handle.pageKey;
  }
  return pathname;
}

/**
 * Spec: insertPageAccessRecord for each page a signed-in person stayed on for 5 s or more. The route
 * pattern is the key, so '/events/12' and '/events/13' count as one page, and no id is stored twice.
 */
export function usePageAccessRecord(signedIn: boolean): void {
  const client = useTRPCClient();
  const location = useLocation();
  const pageKey = pageKeyOf(useMatches(), location.pathname);
  const signedInRef = useRef(signedIn);
  signedInRef.current = signedIn;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location (another event under the same pattern) is a new visit.
  useEffect(() => {
    const accessTime = new Date();
    return () => {
      const leaveTime = new Date();
      if (!signedInRef.current || !shouldRecordPageAccess(accessTime, leaveTime)) return;
      // Best effort: a lost record must never disturb the person.
      client.analytics.insertPageAccessRecord
        .mutate({ pageKey, accessTime: accessTime.toISOString(), leaveTime: leaveTime.toISOString() })
        .catch(() => undefined);
    };
  }, [client, pageKey, location.key]);
}
