import { useQuery } from '@tanstack/react-query';
import type { inferOutput } from '@trpc/tanstack-react-query';
import { type Api, useTRPC } from './api';
import { type PortalLookups, portalLookups } from './portal-lookups';

/** Every listed programme, institution, subject, discipline and advertisement, as the server sends them. */
export type PortalData = inferOutput<Api['programs']['getPortalData']>;
export type PortalProgram = PortalData['programs'][number];
export type PortalInstitution = PortalData['institutions'][number];
export type PortalSubject = PortalData['subjects'][number];
export type PortalDiscipline = PortalData['disciplines'][number];
export type PortalDisciplineGroup = PortalData['disciplineGroups'][number];
export type PortalAdvertisement = PortalData['advertisements'][number];

/**
 * The reference data behind the deck, the pickers and the calculator: one request for the whole visit
 * (it does not change while the server runs), shared by every screen that needs it.
 */
export function usePortalData() {
  const trpc = useTRPC();
  return useQuery({ ...trpc.programs.getPortalData.queryOptions(), staleTime: Infinity, gcTime: Infinity });
}

export { type PortalLookups, portalLookups } from './portal-lookups';

/** The portal data with its lookup maps, or undefined while loading. */
export function usePortalLookups(): PortalLookups | undefined {
  const portal = usePortalData();
  return portal.data ? portalLookups(portal.data) : undefined;
}
