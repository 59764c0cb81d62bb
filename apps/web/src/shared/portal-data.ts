import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { type PortalLookups, portalLookups } from './portal-lookups';
import type { PortalData } from './portal-types';

export type {
  PortalAdvertisement,
  PortalData,
  PortalDiscipline,
  PortalDisciplineGroup,
  PortalInstitution,
  PortalProgram,
  PortalSubject,
} from './portal-types';

/** The server's public, pre-compressed copy of programs.getPortalData (it answers 304 to a browser holding it). */
const PORTAL_DATA_URL = '/api/reference/portal-data';

async function fetchPortalData(): Promise<PortalData> {
  const res = await fetch(PORTAL_DATA_URL, { credentials: 'omit' });
  if (!res.ok) throw new Error(`portal data: HTTP ${res.status}`);
  return (await res.json()) as PortalData;
}

/**
 * The reference data behind the deck, the pickers and the calculator: one request for the whole visit
 * (it does not change while the server runs), shared by every screen that needs it. A plain HTTP resource
 * rather than a tRPC call, so that it is never batched with private reads and the browser's cache keeps it.
 */
export function usePortalData(): UseQueryResult<PortalData> {
  const query = useQuery({
    queryKey: ['portal-data'],
    queryFn: fetchPortalData,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  // The data's arrival redraws every screen built on it (/ab3's whole plan). A query's update is urgent in
  // React (a store subscription), one long task on a phone; the deferred value draws it as a transition,
  // in slices, while the screen keeps its loading state. The data never changes once here (staleTime),
  // so the only lag is from nothing to the data.
  const data = useDeferredValue(query.data);
  if (data === query.data) return query;
  return {
    ...query,
    data: undefined,
    isPending: true,
    isLoading: true,
    isSuccess: false,
    status: 'pending',
  } as UseQueryResult<PortalData>;
}

export { type PortalLookups, portalLookups } from './portal-lookups';

/** The portal data with its lookup maps, or undefined while loading. */
export function usePortalLookups(): PortalLookups | undefined {
  const portal = usePortalData();
  return portal.data ? portalLookups(portal.data) : undefined;
}
