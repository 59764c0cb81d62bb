import { Button, Group, Image, Modal, Paper, ScrollArea, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MAX_AI_MESSAGE_CHARS } from '@waypoint/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdmissionModalProps, ChatbotProps } from '@/shared/admission-modals';
import { AiSourceLabel } from '@/shared/ai/AiSourceLabel';
import { AiRequestError, aiBody, streamAi } from '@/shared/ai-stream';
import { useTRPC } from '@/shared/api';
import { localName, useLang } from '@/shared/format';
import { useTextLimit } from '@/shared/forms/use-text-limit';
import { useSession } from '@/shared/session';
import { ModalHeader } from '@/shared/ui/ModalHeader';
import { SegmentedChoice } from '@/shared/ui/SegmentedChoice';
import { canSend, canSendToWhatsApp, isImageUrl, restoreAfterFailure } from './chat-view';
import { NS } from './locales';

type Mode = 'ab4' | 'image' | 'cvcl';
type ChatType = 'ab4' | 'cv' | 'cl' | 'cvcl-custom' | 'image';
const PATH: Record<Mode, 'ab4' | 'image' | 'cvcl'> = { ab4: 'ab4', image: 'image', cvcl: 'cvcl' };

/**
 * Spec 3 §2 "Chatbot modal": three modes, the last 50 messages, the reply building up live with a stop
 * button, failures as spec 3 §4/§8 say, and a WhatsApp copy of a bot message on request.
 */
export default function ChatbotModal({ innerProps, onClose }: AdmissionModalProps<ChatbotProps>) {
  const { t } = useTranslation(NS);
  const limit = useTextLimit();
  const lang = useLang();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const profession = innerProps.profession;
  const professionId = profession?.id ?? 0;
  const [mode, setMode] = useState<Mode>(innerProps.mode ?? 'ab4');
  const messagesQuery = trpc.chatbot.getChatbotMessages.queryOptions({ mode, professionId });
  const messages = useQuery(messagesQuery);
  const status = useQuery(trpc.ai.getAiStatus.queryOptions());
  const [text, setText] = useState('');
  const [pending, setPending] = useState<{ question: string; reply: string } | null>(null);
  const [waiting, setWaiting] = useState(false);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  const [confirmId, setConfirmId] = useState<number | null>(null);
  const bottom = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the conversation as messages and streamed pieces arrive
  useEffect(() => {
    // Newer browsers return a promise from scrollIntoView; an effect must return nothing or a cleanup.
    void bottom.current?.scrollIntoView({ block: 'end' });
  }, [messages.data, pending?.reply]);

  const toWhatsApp = useMutation({
    ...trpc.chatbot.sendChatbotMessageToWhatsApp.mutationOptions(),
    onSuccess: () => notifications.show({ color: 'green', message: t('whatsAppQueued'), autoClose: 3000 }),
    onError: () => notifications.show({ color: 'red', message: t('whatsAppFailed'), autoClose: 3000 }),
    onSettled: () => setConfirmId(null),
  });

  const reload = () => queryClient.invalidateQueries({ queryKey: messagesQuery.queryKey });

  const send = async (type: ChatType, content: string, shown: string) => {
    abort.current?.abort();
    const ctl = new AbortController();
    abort.current = ctl;
    setWaiting(true);
    setPending({ question: shown, reply: '' });
    if (type !== 'cv' && type !== 'cl') setText('');
    let failed = false;
    try {
      await streamAi(
        PATH[mode],
        aiBody(content, { type: 'chat', chatType: type, professionId }),
        (line) => {
          if (line.type === 'text' || line.type === 'safety' || line.type === 'botError')
            setPending((p) => (p ? { ...p, reply: p.reply + line.text } : p));
          else if (line.type === 'image') setPending((p) => (p ? { ...p, reply: line.url } : p));
          else if (line.type === 'error') failed = true;
        },
        ctl.signal,
      );
    } catch (error) {
      if (!ctl.signal.aborted) {
        failed = true;
        if (error instanceof AiRequestError && error.status !== 500)
          notifications.show({ color: 'red', message: error.message, autoClose: 4000 });
      }
    }
    // Stopped, or the mode changed: stop() reloads what the server kept.
    if (ctl.signal.aborted) return;
    abort.current = null;
    if (failed) {
      notifications.show({ color: 'red', message: t('failed'), autoClose: 4000 });
      if (restoreAfterFailure(type)) setText(content);
    }
    await reload();
    setPending(null);
    setWaiting(false);
    void status.refetch();
  };

  const stop = () => {
    abort.current?.abort();
    setWaiting(false);
    // The server keeps what was streamed before the stop; reload shows it as a message.
    window.setTimeout(() => void reload().then(() => setPending(null)), 300);
  };

  const name = profession ? localName(profession, lang) : null;
  const provider = status.data?.provider;
  return (
    <Stack gap="sm" data-testid="chatbot-modal">
      <ModalHeader
        title={name ? t('titleFor', { name }) : t('title')}
        closeLabel={t('close')}
        onClose={onClose}
      />
      <SegmentedChoice
        value={mode}
        onChange={(v) => {
          abort.current?.abort();
          setPending(null);
          setWaiting(false);
          setMode(v as Mode);
        }}
        data={(['ab4', 'image', 'cvcl'] as const).map((m) => ({ value: m, label: t(`modes.${m}`) }))}
      />
      <AiSourceLabel provider={provider} testId="chatbot-provider" />
      <ScrollArea h={360} offsetScrollbars>
        <Stack gap="xs" data-testid="chatbot-messages">
          {messages.data?.length === 0 && !pending && (
            <Text c="dimmed" size="sm">
              {t('empty')}
            </Text>
          )}
          {messages.data?.map((m) => (
            <Bubble
              key={m.id}
              fromUser={m.fromUser}
              content={m.content}
              onWhatsApp={canSendToWhatsApp(m) ? () => setConfirmId(m.id) : null}
            />
          ))}
          {pending && (
            <>
              <Bubble fromUser content={pending.question} onWhatsApp={null} />
              <Bubble fromUser={false} content={pending.reply || '…'} onWhatsApp={null} live />
            </>
          )}
          <div ref={bottom} />
        </Stack>
      </ScrollArea>
      {mode === 'image' ? (
        <Group>
          <Button
            disabled={waiting}
            onClick={() => void send('image', text.trim(), text.trim() || t('imagePrompt'))}
          >
            {t('draw')}
          </Button>
        </Group>
      ) : (
        <>
          {mode === 'cvcl' && (
            <Group gap="xs">
              <Button
                size="xs"
                variant="light"
                disabled={waiting}
                onClick={() => void send('cv', t('cvPrompt'), t('cvPrompt'))}
              >
                {t('cv')}
              </Button>
              <Button
                size="xs"
                variant="light"
                disabled={waiting}
                onClick={() => void send('cl', t('clPrompt'), t('clPrompt'))}
              >
                {t('cl')}
              </Button>
              {user?.isAdmin && (
                <Button size="xs" variant="default" disabled={waiting} onClick={() => setText(t('demoText'))}>
                  {t('demo')}
                </Button>
              )}
            </Group>
          )}
          <Textarea
            aria-label={t('placeholder')}
            placeholder={t('placeholder')}
            autosize
            minRows={2}
            maxRows={5}
            {...limit(text, MAX_AI_MESSAGE_CHARS)}
            value={text}
            disabled={waiting}
            onChange={(e) => setText(e.currentTarget.value)}
            data-testid="chatbot-input"
          />
          <Group justify="flex-end">
            {waiting ? (
              <Button color="red" variant="light" onClick={stop} data-testid="chatbot-stop">
                {t('stop')}
              </Button>
            ) : (
              <Button
                disabled={!canSend(text, waiting)}
                onClick={() => void send(mode === 'cvcl' ? 'cvcl-custom' : 'ab4', text.trim(), text.trim())}
                data-testid="chatbot-send"
              >
                {t('send')}
              </Button>
            )}
          </Group>
        </>
      )}
      <Text size="xs" c="dimmed">
        {t('disclaimer')}
      </Text>
      <Modal
        opened={confirmId !== null}
        onClose={() => setConfirmId(null)}
        withCloseButton={false}
        centered
        size="sm"
        zIndex={400}
      >
        <Text mb="md">{t('confirmWhatsApp')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirmId(null)}>
            {t('cancel')}
          </Button>
          <Button
            loading={toWhatsApp.isPending}
            onClick={() => confirmId !== null && toWhatsApp.mutate({ messageId: confirmId })}
          >
            {t('confirm')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}

function Bubble({
  fromUser,
  content,
  onWhatsApp,
  live = false,
}: {
  fromUser: boolean;
  content: string;
  onWhatsApp: (() => void) | null;
  live?: boolean;
}) {
  const { t } = useTranslation(NS);
  return (
    <Paper
      p="xs"
      radius="md"
      withBorder
      bg={fromUser ? 'var(--mantine-color-blue-light)' : undefined}
      style={{ alignSelf: fromUser ? 'flex-end' : 'flex-start', maxWidth: '85%' }}
      data-testid={fromUser ? 'chat-user' : live ? 'chat-bot-live' : 'chat-bot'}
    >
      <Text size="xs" c="dimmed">
        {fromUser ? t('you') : t('bot')}
      </Text>
      {isImageUrl(content) ? (
        <Image src={content} alt={t('imageAlt')} radius="sm" maw={320} />
      ) : (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {content}
        </Text>
      )}
      {onWhatsApp && (
        <Button size="compact-xs" variant="subtle" mt={4} onClick={onWhatsApp}>
          {t('sendToWhatsApp')}
        </Button>
      )}
    </Paper>
  );
}
