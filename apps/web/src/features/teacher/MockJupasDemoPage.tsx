import { Alert, Badge, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import {
  CHOICE_LIMIT,
  choiceSlotState,
  DEMO_DECK_PROGRAM_IDS,
  ROLE_ADMIN,
  ROLE_TEACHER,
} from '@waypoint/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { openProgramDeck } from '@/shared/admission-modals';
import { localName, useLang } from '@/shared/format';
import { usePortalData } from '@/shared/portal-data';
import { useSession } from '@/shared/session';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { PageTitle } from '@/shared/ui/PageTitle';
import { ClosePageButton } from './ClosePageButton';
import { NS } from './locales';
import { mockJupasReturnPath } from './return-path';

export type DemoVariant = 'student' | 'teacher' | 'general';

const TEXT: Record<DemoVariant, { title: string; intro: string }> = {
  student: { title: 'demo.studentTitle', intro: 'demo.studentIntro' },
  teacher: { title: 'demo.teacherTitle', intro: 'demo.teacherIntro' },
  general: { title: 'demo.title', intro: 'demo.intro' },
};

/**
 * /achievejupas-student-demo, /achievejupas-teacher-demo and /achievejupas-demo: the tool with the demo's
 * limits (spec 2 §2): the deck holds programmes 161 and 285 only, and no choice can be added or saved.
 */
export default function MockJupasDemoPage({ variant }: { variant: DemoVariant }) {
  const { t } = useTranslation(NS);
  const { user } = useSession();
  const staff = user?.appRole === ROLE_TEACHER || user?.appRole === ROLE_ADMIN;

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <PageTitle>{t(TEXT[variant].title)}</PageTitle>
        <ClosePageButton to={mockJupasReturnPath(user?.appRole)} />
      </Group>
      <Text>{t(TEXT[variant].intro)}</Text>
      <Alert color="blue" variant="light">
        {t('demo.limits')}
      </Alert>
      <Group gap="sm">
        <Button onClick={() => openProgramDeck({ mode: 'demo' })} data-testid="open-demo-deck">
          {t('demo.openDeck')}
        </Button>
        {variant !== 'student' && staff && (
          <Button variant="light" component={Link} to="/mock-jupas">
            {t('demo.openTool')}
          </Button>
        )}
      </Group>
      <DemoChoices />
    </Stack>
  );
}

/** The demo programmes as a Dec Submission list would show them; the slots after them stay shut. */
function DemoChoices() {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const portal = usePortalData();
  if (portal.isPending) {
    return (
      <Center p="lg">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  }
  if (portal.error) return <ErrorAlert error={portal.error} />;
  const programs = DEMO_DECK_PROGRAM_IDS.flatMap((id) => portal.data.programs.find((p) => p.id === id) ?? []);
  const firstEmpty = programs.length + 1;

  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('demo.choicesTitle')}
      </Title>
      {programs.map((program, i) => (
        <Paper key={program.id} withBorder p="sm" data-testid="demo-choice">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Badge variant="filled" circle size="lg">
              {i + 1}
            </Badge>
            <div style={{ minWidth: 0 }}>
              <Text fw={600}>
                {program.jupasCode} {localName(program, lang)}
              </Text>
              <Text size="sm" c="dimmed">
                {program.numOfPlaces === null
                  ? program.institutionNameShort
                  : t('demo.places', {
                      institution: program.institutionNameShort,
                      count: program.numOfPlaces,
                    })}
              </Text>
            </div>
          </Group>
        </Paper>
      ))}
      {/* Spec 2 §2: in the demo not even the next slot takes a choice. */}
      {choiceSlotState(firstEmpty, programs.length, { demo: true }) === 'disabled' && (
        <Paper withBorder p="sm" bg="var(--mantine-color-default-hover)" aria-disabled>
          <Text size="sm" c="dimmed">
            {t('demo.emptySlots', { from: firstEmpty, to: CHOICE_LIMIT })}
          </Text>
        </Paper>
      )}
    </Stack>
  );
}
