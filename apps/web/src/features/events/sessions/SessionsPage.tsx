import { Badge, Center, Group, Loader, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useTRPC } from '@/shared/api';
import { localName, useFormatDateTime, useLang } from '@/shared/format';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { PageTitle } from '@/shared/ui/PageTitle';
import { NS } from './locales';
import { SessionListModal } from './SessionListModal';

/** /sessions/:sessionId? — the sessions whose student list the viewer may open, and the open list. */
export default function SessionsPage() {
  const { t } = useTranslation(NS);
  const { sessionId } = useParams();
  const navigate = useNavigate();
  const trpc = useTRPC();
  const lang = useLang();
  const formatDateTime = useFormatDateTime();
  const sessions = useQuery(trpc.events.getSessionPicker.queryOptions());

  return (
    <Stack gap="lg">
      <PageTitle>{t('title')}</PageTitle>
      <Text c="dimmed">{t('pickerHint')}</Text>
      {sessions.isPending ? (
        <Center p="lg">
          <Loader aria-label={t('loading')} />
        </Center>
      ) : sessions.isError ? (
        <ErrorAlert error={sessions.error} />
      ) : sessions.data.length === 0 ? (
        <Text>{t('noSessions')}</Text>
      ) : (
        <Stack gap="xs">
          {sessions.data.map((s) => (
            <UnstyledButton
              key={s.id}
              onClick={() => navigate(`/sessions/${s.id}`)}
              data-testid="session-picker-item"
              data-session-id={s.id}
            >
              <Paper withBorder p="sm">
                <Group justify="space-between" wrap="nowrap">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text fw={600} truncate>
                      {localName(s, lang)}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {formatDateTime(s.startTime)}
                    </Text>
                  </Stack>
                  <Badge variant="light">
                    {s.remainingSeats === null ? t('noLimit') : t('seatsLeft', { count: s.remainingSeats })}
                  </Badge>
                </Group>
              </Paper>
            </UnstyledButton>
          ))}
        </Stack>
      )}
      {sessionId && (
        <SessionListModal key={sessionId} sessionId={sessionId} onClose={() => navigate('/sessions')} />
      )}
    </Stack>
  );
}
