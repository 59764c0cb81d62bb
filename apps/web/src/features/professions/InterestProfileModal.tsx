import {
  Badge,
  Button,
  Group,
  List,
  Modal,
  Paper,
  Progress,
  ScrollArea,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  INTEREST_QUESTIONS,
  type InterestAnswer,
  interestScores,
  isCompleteInterestAnswers,
  rankDisciplinesByInterest,
  topTypes,
} from '@waypoint/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '@/shared/api';
import { localName, useLang } from '@/shared/format';
import { usePortalData } from '@/shared/portal-data';
import { ModalHeader } from '@/shared/ui/ModalHeader';
import { SegmentedChoice } from '@/shared/ui/SegmentedChoice';
import { NS } from './locales';
import { useInterestProfile, useReasonText } from './use-interest';
import type { Catalogue } from './use-professions';

/**
 * Beyond the spec: the interest profile. 36 short items (six per Holland type), each 'not for me',
 * 'not sure' or 'I'd enjoy it'; saved, it ranks professions (the explorer's 'For you') and disciplines.
 */
export function InterestProfileModal({
  opened,
  catalogue,
  onClose,
}: {
  opened: boolean;
  catalogue: Catalogue;
  onClose: () => void;
}) {
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      withCloseButton={false}
      fullScreen={Boolean(phone)}
      size="lg"
      padding="md"
    >
      {opened && <InterestBody catalogue={catalogue} onClose={onClose} />}
    </Modal>
  );
}

function InterestBody({ catalogue, onClose }: { catalogue: Catalogue; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const profile = useInterestProfile();
  const portal = usePortalData();
  const reasonText = useReasonText();
  const [edits, setEdits] = useState<Record<string, InterestAnswer>>({});
  const answers = { ...(profile.data?.answers ?? {}), ...edits };
  const answered = INTEREST_QUESTIONS.filter((q) => answers[q.id] !== undefined).length;
  const complete = isCompleteInterestAnswers(answers);
  const save = useMutation({
    ...trpc.professions.saveInterestProfile.mutationOptions(),
    onSuccess: async () => {
      setEdits({});
      await queryClient.invalidateQueries({ queryKey: trpc.professions.getInterestProfile.queryKey() });
      notifications.show({ color: 'green', message: t('interest.saved'), autoClose: 2000 });
    },
    onError: () => notifications.show({ color: 'red', message: t('saveFailed'), autoClose: 3000 }),
  });
  const saved = profile.data?.answers;
  const disciplines = useMemo(
    () =>
      saved && portal.data
        ? rankDisciplinesByInterest(portal.data.disciplines, catalogue.professions, saved).slice(0, 5)
        : [],
    [saved, portal.data, catalogue.professions],
  );
  const disciplineById = new Map((portal.data?.disciplines ?? []).map((d) => [d.id, d]));

  return (
    <Stack gap="sm" data-testid="interest-profile">
      <ModalHeader
        title={t('interest.title')}
        subtitle={
          <Text size="sm" c="dimmed">
            {t('interest.intro')}
          </Text>
        }
        closeLabel={t('close')}
        onClose={onClose}
      />
      {saved && (
        <Paper withBorder p="sm" data-testid="interest-result">
          <Stack gap={6}>
            <Group gap={6}>
              <Text size="sm" fw={600}>
                {t('interest.yourTypes')}
              </Text>
              {topTypes(interestScores(saved)).map((type) => (
                <Badge key={type} variant="light">
                  {t(`riasec.${type}`)}
                </Badge>
              ))}
            </Group>
            <Title order={3} size="h6">
              {t('interest.disciplines')}
            </Title>
            <List type="ordered" size="sm" spacing={2}>
              {disciplines.map((d) => {
                const discipline = disciplineById.get(d.id);
                return discipline ? (
                  <List.Item key={d.id}>
                    {localName(discipline, lang)}
                    {d.reasons.length > 0 && (
                      <Text span size="xs" c="dimmed">
                        {' '}
                        — {reasonText(d.reasons)}
                      </Text>
                    )}
                  </List.Item>
                ) : null;
              })}
            </List>
          </Stack>
        </Paper>
      )}
      <Progress value={(answered / INTEREST_QUESTIONS.length) * 100} aria-hidden />
      <Text size="xs" c="dimmed">
        {t('interest.progress', { answered, total: INTEREST_QUESTIONS.length })}
      </Text>
      <ScrollArea.Autosize mah="55vh" type="auto">
        <Stack gap={6}>
          {INTEREST_QUESTIONS.map((q, index) => (
            <Paper key={q.id} withBorder p="xs" data-testid="interest-question">
              <Stack gap={4}>
                <Text size="sm">
                  {index + 1}. {lang === 'zh-HK' ? q.zh : q.en}
                </Text>
                <SegmentedChoice
                  size="xs"
                  fullWidth
                  aria-label={lang === 'zh-HK' ? q.zh : q.en}
                  value={answers[q.id] === undefined ? '' : String(answers[q.id])}
                  onChange={(value) => setEdits((e) => ({ ...e, [q.id]: Number(value) as InterestAnswer }))}
                  data={[0, 1, 2].map((v) => ({ value: String(v), label: t(`interest.answers.${v}`) }))}
                />
              </Stack>
            </Paper>
          ))}
        </Stack>
      </ScrollArea.Autosize>
      <Button
        disabled={!complete || Object.keys(edits).length === 0}
        loading={save.isPending}
        onClick={() => save.mutate({ answers })}
        data-testid="interest-save"
      >
        {t('interest.save')}
      </Button>
    </Stack>
  );
}
