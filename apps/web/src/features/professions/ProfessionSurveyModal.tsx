import { Button, Group, Modal, Paper, Progress, ScrollArea, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type SurveyResponse, surveyProfessions, surveyProgress } from '@waypoint/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '@/shared/api';
import { localName, useLang } from '@/shared/format';
import { YesNoDialog } from '@/shared/links/YesNoDialog';
import { ModalHeader } from '@/shared/ui/ModalHeader';
import { NS } from './locales';
import { type ProfessionItem, useUserLists } from './use-professions';

/**
 * Spec 3 §2 "Profession survey modal": the first 50 professions, each Yes (heard of) or No, progress over
 * 50. Leaving with unsaved answers asks first, then drops them. A later answer replaces an earlier one.
 */
export function ProfessionSurveyModal({
  opened,
  professions,
  onClose,
}: {
  opened: boolean;
  professions: readonly ProfessionItem[];
  onClose: () => void;
}) {
  const { t } = useTranslation(NS);
  const phone = useMediaQuery('(max-width: 48em)');
  const [confirming, setConfirming] = useState(false);
  const [answers, setAnswers] = useState<Map<number, SurveyResponse>>(new Map());
  const leave = () => {
    if (answers.size > 0) setConfirming(true);
    else onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={leave}
      withCloseButton={false}
      fullScreen={Boolean(phone)}
      size="lg"
      padding="md"
    >
      {opened && (
        <SurveyBody
          professions={professions}
          answers={answers}
          setAnswers={setAnswers}
          onLeave={leave}
          onSaved={() => {
            setAnswers(new Map());
            onClose();
          }}
        />
      )}
      <YesNoDialog
        opened={confirming}
        message={t('survey.leaveConfirm')}
        yes={t('survey.leaveYes')}
        no={t('survey.leaveNo')}
        onYes={() => {
          setConfirming(false);
          setAnswers(new Map());
          onClose();
        }}
        onNo={() => setConfirming(false)}
        testId="survey-leave-confirm"
      />
    </Modal>
  );
}

function SurveyBody({
  professions,
  answers,
  setAnswers,
  onLeave,
  onSaved,
}: {
  professions: readonly ProfessionItem[];
  answers: Map<number, SurveyResponse>;
  setAnswers: (next: Map<number, SurveyResponse>) => void;
  onLeave: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const lists = useUserLists();
  const asked = useMemo(() => surveyProfessions(professions), [professions]);
  const saved = useMemo(() => {
    const map = new Map<number, SurveyResponse>();
    for (const id of lists.data?.heardOfProfessionIds ?? []) map.set(id, 'Yes');
    for (const id of lists.data?.notHeardOfProfessionIds ?? []) map.set(id, 'No');
    return map;
  }, [lists.data]);
  const answerOf = (id: number) => answers.get(id) ?? saved.get(id);
  const progress = surveyProgress(
    asked.filter((p) => answerOf(p.id) !== undefined).map((p) => p.id),
    asked.map((p) => p.id),
  );
  const save = useMutation({
    ...trpc.professions.upsertProfessionResponses.mutationOptions(),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: trpc.professions.getUserProfessionLists.queryKey() });
      notifications.show({ color: 'green', message: t('survey.saved'), autoClose: 2000 });
      onSaved();
    },
    onError: () => notifications.show({ color: 'red', message: t('saveFailed'), autoClose: 3000 }),
  });

  return (
    <Stack gap="sm" data-testid="profession-survey">
      <ModalHeader
        title={t('survey.title')}
        subtitle={
          <Text size="sm" c="dimmed">
            {t('survey.intro')}
          </Text>
        }
        closeLabel={t('close')}
        onClose={onLeave}
      />
      <Progress value={progress} aria-label={t('survey.progress', { value: progress })} />
      <Text size="xs" c="dimmed" data-testid="survey-progress">
        {t('survey.progress', { value: progress })}
      </Text>
      <ScrollArea.Autosize mah="60vh" type="auto">
        <Stack gap={6}>
          {asked.map((p, index) => {
            const answer = answerOf(p.id);
            return (
              <Paper key={p.id} withBorder p="xs" data-testid="survey-row">
                <Group justify="space-between" wrap="nowrap">
                  <Text size="sm" style={{ minWidth: 0 }}>
                    {index + 1}. {localName(p, lang)}
                  </Text>
                  <Group gap={4} wrap="nowrap">
                    {(['Yes', 'No'] as const).map((response) => (
                      <Button
                        key={response}
                        size="xs"
                        variant={answer === response ? 'filled' : 'default'}
                        aria-pressed={answer === response}
                        onClick={() => setAnswers(new Map(answers).set(p.id, response))}
                        data-testid={`survey-${response.toLowerCase()}`}
                      >
                        {t(`survey.${response}`)}
                      </Button>
                    ))}
                  </Group>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      </ScrollArea.Autosize>
      <Button
        disabled={answers.size === 0}
        loading={save.isPending}
        onClick={() =>
          save.mutate({
            responses: [...answers].map(([professionId, response]) => ({ professionId, response })),
          })
        }
        data-testid="survey-save"
      >
        {t('survey.save')}
      </Button>
    </Stack>
  );
}
