import { Box, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NextStep } from '@waypoint/domain';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '@/shared/api';
import { useLang } from '@/shared/format';
import { useSession } from '@/shared/session';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { PageTitle } from '@/shared/ui/PageTitle';
import { AreaCards } from './AreaCards';
import { greetingName } from './greeting';
import { HomeBanner } from './HomeBanner';
import { NS } from './locales';
import { NextSteps, NextStepsSkeleton, NextStepsTitle } from './NextSteps';

/**
 * /home (alias /f5). A visitor: the banner and where to start. A signed-in person: their next steps first,
 * then their areas with where each stands, and the banner last (decision 028, "The home page").
 */
export default function HomePage() {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const { user } = useSession();
  const name = user ? greetingName(user, lang) : null;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <PageTitle>{t('title')}</PageTitle>
        <Text c="dimmed" data-testid="home-greeting">
          {name ? t('greeting', { name }) : t('tagline')}
        </Text>
      </Stack>
      {user ? (
        <SignedInHome appRole={user.appRole} />
      ) : (
        <>
          <HomeBanner />
          <Title order={2} size="h4">
            {t('areasForVisitors')}
          </Title>
          <AreaCards appRole={null} />
        </>
      )}
    </Stack>
  );
}

function SignedInHome({ appRole }: { appRole: string }) {
  const { t } = useTranslation(NS);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // Read again on every visit: a step done elsewhere (a confirmation, a verification) goes at once.
  const home = useQuery(trpc.home.read.queryOptions());
  const markSeen = useMutation(
    trpc.home.markSeen.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.home.read.queryKey() }),
    }),
  );
  // A tag says all there is in its step's sentence: opening the step is seeing it, on every device.
  const onOpen = (step: NextStep) => {
    const tagId = step.kind === 'teacherTag' ? step.id.slice('teacherTag:'.length) : '';
    if (tagId) markSeen.mutate({ kind: 'teacherTag', itemIds: [tagId] });
    // The count of new students is all the step tells a client: going to look is the visit it counts from.
    if (step.kind === 'newProgramStudents') markSeen.mutate({ kind: 'programStudents', itemIds: [] });
  };
  if (home.isPending) {
    // The steps and the cards arrive together; until then a block taller than a phone's screen holds
    // their place, so nothing in view moves when they come (issue 25: CLS).
    return (
      <Box mih="75vh" data-testid="home-loading">
        <Stack gap="lg">
          <NextStepsTitle />
          <NextStepsSkeleton />
          <Skeleton height={28} width="40%" radius="sm" />
          <Skeleton height={120} radius="sm" />
        </Stack>
      </Box>
    );
  }
  return (
    <>
      <Stack gap="xs">
        <NextStepsTitle />
        {home.isError ? (
          <ErrorAlert error={home.error} />
        ) : (
          <NextSteps steps={home.data.steps} onOpen={onOpen} />
        )}
      </Stack>
      <Title order={2} size="h4">
        {t('areasForYou')}
      </Title>
      <AreaCards appRole={appRole} status={home.data?.cards} />
      <HomeBanner />
    </>
  );
}
