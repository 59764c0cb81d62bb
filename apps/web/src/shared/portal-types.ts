import type { inferOutput } from '@trpc/tanstack-react-query';
import type { Api } from './api';

// The portal data's shapes, below both the loader (portal-data.ts) and the lookup maps (portal-lookups.ts).

/** Every listed programme, institution, subject, discipline and advertisement, as the server sends them. */
export type PortalData = inferOutput<Api['programs']['getPortalData']>;
export type PortalProgram = PortalData['programs'][number];
export type PortalInstitution = PortalData['institutions'][number];
export type PortalSubject = PortalData['subjects'][number];
export type PortalDiscipline = PortalData['disciplines'][number];
export type PortalDisciplineGroup = PortalData['disciplineGroups'][number];
export type PortalAdvertisement = PortalData['advertisements'][number];
