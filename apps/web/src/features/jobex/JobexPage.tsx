import { Alert, Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '@/shared/session';
import { PageTitle } from '@/shared/ui/PageTitle';
import { CareerPlanPanel } from './CareerPlanPanel';
import { ClientApprovalsPanel } from './ClientApprovalsPanel';
import { ClientProgrammesPanel } from './ClientProgrammesPanel';
import { ClientView } from './ClientView';
import { ClientWaiting } from './ClientWaiting';
import { CvPanel } from './CvPanel';
import { JobsPanel } from './JobsPanel';
import { NS } from './locales';

const TABS = ['plan', 'cv', 'jobs', 'clients'] as const;
type Tab = (typeof TABS)[number];

/** /jobex: the job-experience service (spec 3 §2): a student's plan, CV and jobs, or a client's jobs and students. */
export default function JobexPage() {
  const { t } = useTranslation(NS);
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  // The clients' programmes are an admin's tab; an admin also tries the student tabs on their own rows.
  const tabs = TABS.filter((name) => name !== 'clients' || user?.isAdmin);
  const tab: Tab = tabs.find((name) => name === params.get('tab')) ?? 'plan';
  if (!user) return null;
  const asClient =
    user.appRole === 'university-client' || (user.isUniversityClient && !user.isUniversityStudent);
  if (asClient)
    return (
      <Stack gap="lg">
        <PageTitle>{t('clientTitle')}</PageTitle>
        {user.clientStanding === 'waiting' ? (
          <ClientWaiting />
        ) : (
          <>
            <ClientView />
            <ClientApprovalsPanel selfId={user.id} />
          </>
        )}
      </Stack>
    );
  if (!user.isUniversityStudent && !user.isAdmin)
    return (
      <Stack gap="lg">
        <PageTitle>{t('title')}</PageTitle>
        <Alert color="gray">{t('studentsOnly')}</Alert>
      </Stack>
    );
  return (
    <Stack gap="lg">
      <PageTitle>{t('title')}</PageTitle>
      <Tabs
        value={tab}
        onChange={(next) => setParams(next && next !== 'plan' ? { tab: next } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {tabs.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {t(`tabs.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="plan">
          <CareerPlanPanel />
        </Tabs.Panel>
        <Tabs.Panel value="cv">
          <CvPanel />
        </Tabs.Panel>
        <Tabs.Panel value="jobs">
          <JobsPanel />
        </Tabs.Panel>
        {user.isAdmin && (
          <Tabs.Panel value="clients">
            <Stack gap="xl">
              <ClientApprovalsPanel selfId={user.id} />
              <ClientProgrammesPanel />
            </Stack>
          </Tabs.Panel>
        )}
      </Tabs>
    </Stack>
  );
}
