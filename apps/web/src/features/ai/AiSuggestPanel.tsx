import { Alert, Button, Chip, Group, Loader, Paper, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AI_COOLDOWN_SECONDS, AI_SUGGESTION_TAGS, MAX_AI_MESSAGE_CHARS } from '@waypoint/domain';
import { useContext, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  AdmissionModalRendererContext,
  type AiSuggestProps,
  type ChatbotProps,
  openChatbot,
} from '@/shared/admission-modals';
import { AiSourceLabel } from '@/shared/ai/AiSourceLabel';
import { AiRequestError, aiBody, streamAi } from '@/shared/ai-stream';
import { useTRPC } from '@/shared/api';
import { localName, useLang } from '@/shared/format';
import { useRefreshStudentPlans } from '@/shared/student-plan';
import { HeartIcon, heartLook } from '@/shared/ui/HeartButton';
import { NestedAdmissionModal } from '@/shared/ui/NestedAdmissionModal';
import { useSecondsUntil } from '@/shared/use-countdown';
import { NS } from './locales';
import { canGo, initialSuggestState, type SuggestItem, suggestReducer } from './suggest-flow';

const TAG_IDS = [...AI_SUGGESTION_TAGS.map((t) => t.id), 'other'] as const;

/** Spec 3 §2 "AI suggestion steps": tag or free text, GO, waiting, streamed result cards. */
export function AiSuggestPanel({ kind, userId, readOnly }: AiSuggestProps) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const trpc = useTRPC();
  const path = kind === 'disciplines' ? 'ab3' : 'ab4';
  const status = useQuery(trpc.ai.getAiStatus.queryOptions());
  const [tagId, setTagId] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [until, setUntil] = useState<number | null>(null);
  const serverCooldown = status.data?.cooldowns[path] ?? 0;
  useEffect(() => {
    if (serverCooldown > 0) setUntil((u) => u ?? Date.now() + serverCooldown * 1000);
  }, [serverCooldown]);
  const cooldown = useSecondsUntil(until);
  const [state, dispatch] = useReducer(suggestReducer, initialSuggestState);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  const [added, setAdded] = useState<Set<number>>(new Set());
  const [chatbot, setChatbot] = useState<ChatbotProps | null>(null);
  // Inside another modal the chatbot opens on top of it; on a page it opens as a modal of its own.
  const insideModal = useContext(AdmissionModalRendererContext) !== null;
  const askChatbot = (props: ChatbotProps) => (insideModal ? setChatbot(props) : openChatbot(props));

  const refreshPlans = useRefreshStudentPlans();
  const save = useMutation({
    ...trpc.admission.upsertUserDisciplines.mutationOptions(),
    onSuccess: (_data, input) => {
      setAdded((s) => new Set([...s, ...input.disciplines.map((d) => d.disciplineId)]));
      notifications.show({ color: 'green', message: t('addedToast'), autoClose: 2000 });
      void refreshPlans();
    },
    onError: () => notifications.show({ color: 'red', message: t('saveFailed'), autoClose: 3000 }),
  });

  // A suggested profession can be liked (spec 3: a like is the reaction 'like', listed under Liked) by the
  // person reading their own suggestions; issue 24 item 17 found these cards with no way to keep one.
  const canLike = kind === 'professions' && !readOnly && !userId;
  const queryClient = useQueryClient();
  const lists = useQuery({ ...trpc.professions.getUserProfessionLists.queryOptions(), enabled: canLike });
  const likedIds = new Set(
    (lists.data?.reactions ?? []).filter((r) => r.reaction === 'like').map((r) => r.professionId),
  );
  const like = useMutation({
    ...trpc.professions.upsertUserProfessions.mutationOptions(),
    onSuccess: (next, input) => {
      queryClient.setQueryData(trpc.professions.getUserProfessionLists.queryKey(), next);
      const liked = input.userProfessions[0]?.reaction === 'like';
      notifications.show({
        color: 'green',
        message: t(liked ? 'likedToast' : 'unlikedToast'),
        autoClose: 2000,
      });
    },
    onError: () => notifications.show({ color: 'red', message: t('saveFailed'), autoClose: 3000 }),
  });

  const go = async () => {
    abort.current?.abort();
    const ctl = new AbortController();
    abort.current = ctl;
    dispatch({ type: 'start' });
    setUntil(Date.now() + AI_COOLDOWN_SECONDS * 1000);
    let failed = false;
    try {
      await streamAi(
        path,
        aiBody(text.trim(), {
          tagId,
          tagText: tagId && tagId !== 'other' ? t(`tags.${tagId}`) : null,
          sendToWhatsApp: !readOnly,
        }),
        (line) => {
          if (line.type === 'error') failed = true;
          // Nothing matched is not charged by the server: no wait starts here either.
          if (line.type === 'error' || line.type === 'noMatch') setUntil(null);
          dispatch({ type: 'line', line });
        },
        ctl.signal,
      );
    } catch (error) {
      if (ctl.signal.aborted) return;
      failed = true;
      if (error instanceof AiRequestError && error.status === 429 && error.seconds)
        setUntil(Date.now() + error.seconds * 1000);
      dispatch({ type: 'fail' });
      if (error instanceof AiRequestError && error.status !== 500) {
        notifications.show({ color: 'red', message: error.message, autoClose: 4000 });
        return;
      }
    }
    if (failed) notifications.show({ color: 'red', message: t('failed'), autoClose: 4000 });
    void status.refetch();
  };

  const enabled = canGo({ tagId, text, cooldown, waiting: state.waiting });
  const goLabel = cooldown > 0 ? t('wait', { seconds: cooldown }) : t('go');

  if (state.step === 1)
    return (
      <Stack gap="sm" data-testid="ai-suggest-step1">
        <Text fw={600}>{t('step1')}</Text>
        <Chip.Group value={tagId ?? ''} onChange={(v) => setTagId(typeof v === 'string' && v ? v : null)}>
          <Group gap={6} role="group" aria-label={t('tagsLabel')}>
            {TAG_IDS.map((id) => (
              <Chip key={id} value={id} size="sm">
                {t(`tags.${id}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <Textarea
          label={t('textLabel')}
          placeholder={t('textPlaceholder')}
          autosize
          minRows={2}
          maxLength={MAX_AI_MESSAGE_CHARS}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
        />
        <Group>
          <Button onClick={() => void go()} disabled={!enabled} data-testid="ai-go">
            {goLabel}
          </Button>
          <Button
            variant="default"
            disabled={!enabled}
            onClick={() => setText(t(`examplesText.${tagId ?? 'other'}`))}
          >
            {t('examples')}
          </Button>
        </Group>
        {status.data && (
          <Text size="xs" c="dimmed">
            {t('quota', { used: status.data.used, quota: status.data.quota })}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {t('disclaimer')}
        </Text>
      </Stack>
    );

  return (
    <Stack gap="sm" data-testid="ai-suggest-step2">
      <Group justify="space-between">
        <Text fw={600}>{t('step2')}</Text>
        <Button
          variant="default"
          size="xs"
          onClick={() => {
            abort.current?.abort();
            dispatch({ type: 'back' });
          }}
        >
          {t('back')}
        </Button>
      </Group>
      <AiSourceLabel provider={state.provider} testId="ai-provider" />
      {state.safety && (
        <Alert color="orange" data-testid="ai-safety">
          {state.safety}
        </Alert>
      )}
      {state.noMatch && (
        <Alert color="blue" data-testid="ai-no-match">
          <Stack gap="xs">
            <Text size="sm">{state.noMatch}</Text>
            <Group gap="xs">
              <Button size="xs" variant="light" onClick={() => dispatch({ type: 'back' })}>
                {t('noMatchTags')}
              </Button>
              <Button size="xs" variant="default" component={Link} to="/professions?interest=1">
                {t('noMatchInterest')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      {state.items.map((item) => (
        <SuggestionCard
          key={item.id}
          item={item}
          kind={kind}
          added={added.has(item.id)}
          canAdd={kind === 'disciplines' && !readOnly}
          saving={save.isPending}
          onAdd={() =>
            save.mutate({
              userId,
              disciplines: [{ disciplineId: item.id, reaction: 'like', botExplanation: item.explanation }],
            })
          }
          like={
            canLike
              ? {
                  liked: likedIds.has(item.id),
                  pending: like.isPending && like.variables?.userProfessions[0]?.professionId === item.id,
                  toggle: () =>
                    like.mutate({
                      userProfessions: [
                        {
                          professionId: item.id,
                          reaction: likedIds.has(item.id) ? null : 'like',
                          action: 'ai-guide',
                        },
                      ],
                    }),
                }
              : null
          }
          onAsk={() => askChatbot({ profession: { id: item.id, name: item.name, nameChi: item.nameChi } })}
          lang={lang}
        />
      ))}
      {state.waiting && (
        <Group gap="xs">
          <Loader size="sm" />
          <Text size="sm" c="dimmed">
            {t('waiting')}
          </Text>
        </Group>
      )}
      {!state.waiting && state.items.length > 0 && !readOnly && (
        <Text size="xs" c="dimmed">
          {t('sentToWhatsApp')}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {t('disclaimer')}
      </Text>
      <NestedAdmissionModal name="chatbot" props={chatbot} onClose={() => setChatbot(null)} />
    </Stack>
  );
}

function SuggestionCard({
  item,
  kind,
  added,
  canAdd,
  saving,
  onAdd,
  like,
  onAsk,
  lang,
}: {
  item: SuggestItem;
  kind: 'disciplines' | 'professions';
  added: boolean;
  canAdd: boolean;
  saving: boolean;
  onAdd: () => void;
  /** A profession's like, for the person reading their own suggestions; null: no heart. */
  like: { liked: boolean; pending: boolean; toggle: () => void } | null;
  onAsk: () => void;
  lang: 'zh-HK' | 'en';
}) {
  const { t } = useTranslation(NS);
  const explanation = lang === 'en' && item.explanationEn ? item.explanationEn : item.explanation;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="ai-suggestion">
      <Text fw={600}>{localName(item, lang)}</Text>
      {kind === 'disciplines' && item.groupName && (
        <Text size="xs" c="dimmed">
          {localName({ name: item.groupName, nameChi: item.groupNameChi ?? null }, lang)} ·{' '}
          {t('programCount', { count: item.programCount ?? 0 })}
        </Text>
      )}
      {kind === 'professions' && item.iscoCode && (
        <Text size="xs" c="dimmed">
          ISCO-08 {item.iscoCode}
        </Text>
      )}
      <Text size="sm" mt={4}>
        {explanation}
      </Text>
      <Group mt="xs" gap="xs">
        {canAdd && (
          <Button
            size="xs"
            variant={added ? 'light' : 'filled'}
            disabled={added}
            loading={saving}
            onClick={onAdd}
          >
            {added ? t('added') : t('add')}
          </Button>
        )}
        {like && (
          <Button
            size="xs"
            {...heartLook(like.liked)}
            leftSection={<HeartIcon size={14} filled={like.liked} />}
            aria-pressed={like.liked}
            loading={like.pending}
            onClick={like.toggle}
            data-testid="ai-suggestion-like"
          >
            {t(like.liked ? 'likedProfession' : 'likeProfession')}
          </Button>
        )}
        {kind === 'professions' && (
          <Button size="xs" variant="light" onClick={onAsk}>
            {t('askBot')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
