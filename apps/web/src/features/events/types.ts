import type { inferOutput } from '@trpc/tanstack-react-query';
import type { Api } from '@/shared/api';

export type EventItem = inferOutput<Api['events']['getEvents']>['events'][number];
export type EventDetail = inferOutput<Api['events']['getEvent']>;
export type TaskItem = EventDetail['tasks'][number];
