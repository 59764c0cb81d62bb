import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import type { inferOutput } from '@trpc/tanstack-react-query';
import { useTranslation } from 'react-i18next';
import { type Api, errorMessage, useTRPC } from '@/shared/api';

export type CareerPlan = inferOutput<Api['jobex']['getUserCareerPlan']>;
export type UserCredentials = inferOutput<Api['jobex']['getUserCredentials']>;
export type Section = UserCredentials['sections'][number];
export type Credential = Section['credentials'][number];
export type StudentJob = inferOutput<Api['jobex']['getEmployers']>[number];
export type ClientJobs = inferOutput<Api['jobex']['getClientJobs']>;
export type ClientJob = ClientJobs['jobs'][number];

/** After a change: reload the CV and say what went wrong, in the server's words, when it failed. */
export function useCvRefresh() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.jobex.getUserCredentials.queryKey() });
}

export function useShowError() {
  const { t } = useTranslation();
  return (error: unknown) =>
    notifications.show({ color: 'red', message: errorMessage(error, t('errors.network')), autoClose: 5000 });
}

/** The client staff member who posted a job (decision 018), in the reader's language where there is one. */
export function posterName(p: { fullName: string; chineseName: string | null }, lang: string): string {
  return lang === 'zh-HK' && p.chineseName ? p.chineseName : p.fullName;
}
