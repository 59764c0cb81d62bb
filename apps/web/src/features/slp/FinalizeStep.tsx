import { Alert, Button, Group, Loader, Paper, Stack, Tabs, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { MAX_SLP_TEXT } from '@waypoint/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AiSourceLabel } from '@/shared/ai/AiSourceLabel';
import { AiRequestError, streamAi } from '@/shared/ai-stream';
import { errorMessage, useTRPC } from '@/shared/api';
import { useTextLimit } from '@/shared/forms/use-text-limit';
import { NS } from './locales';
import { WordCount } from './WordCount';

/**
 * Step 5: the draft in two tabs, Original (editable) and GPT. The GPT tab polishes once when it is empty
 * and can regenerate; the polish streams in and the server saves it (/ai/polish). Either tab's saved text
 * can go to the student's WhatsApp group.
 */
export function FinalizeStep({
  userId,
  isSelf,
  original,
  onOriginal,
  gpt,
  saveOriginal,
  onPolished,
  canEdit,
  printPath,
  onDocx,
}: {
  userId: string;
  isSelf: boolean;
  original: string;
  onOriginal: (text: string) => void;
  gpt: string;
  /** Saves the original if it changed; resolves when the server has it. */
  saveOriginal: () => Promise<void>;
  onPolished: () => void;
  canEdit: boolean;
  printPath: string;
  onDocx: () => void;
}) {
  const { t } = useTranslation(NS);
  const limit = useTextLimit();
  const trpc = useTRPC();
  const [tab, setTab] = useState<'original' | 'gpt'>('original');
  const [streamed, setStreamed] = useState<string | null>(null);
  const [provider, setProvider] = useState<string | null>(null);
  const [polishing, setPolishing] = useState(false);
  /** The counsellor and hotline answer, when the draft speaks of self-harm or abuse. */
  const [safety, setSafety] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  const shownGpt = streamed ?? gpt;

  const polish = async () => {
    abort.current?.abort();
    const ctl = new AbortController();
    abort.current = ctl;
    setPolishing(true);
    setSafety(null);
    let text = '';
    let failed = false;
    try {
      await saveOriginal();
      setStreamed('');
      await streamAi(
        'polish',
        isSelf ? {} : { userId },
        (line) => {
          if (line.type === 'meta') setProvider(line.provider);
          if (line.type === 'text') {
            text += line.text;
            setStreamed(text);
          }
          if (line.type === 'error') {
            failed = true;
            notifications.show({ color: 'red', message: line.message, autoClose: 4000 });
          }
          if (line.type === 'safety') {
            failed = true;
            setSafety(line.text);
          }
        },
        ctl.signal,
      );
    } catch (error) {
      if (ctl.signal.aborted) return;
      failed = true;
      notifications.show({
        color: 'red',
        message:
          error instanceof AiRequestError ? error.message : errorMessage(error, t('professions.failed')),
        autoClose: 4000,
      });
    } finally {
      setPolishing(false);
    }
    if (failed) setStreamed(null);
    else onPolished();
  };

  // Spec 3 §4: the GPT tab generates a polished version once if it is empty.
  const asked = useRef(false);
  useEffect(() => {
    if (tab === 'gpt' && !gpt && canEdit && original.trim() && !asked.current) {
      asked.current = true;
      void polish();
    }
  });

  const send = useMutation({
    ...trpc.slp.sendSLPWhatsAppRecord.mutationOptions(),
    onSuccess: () => notifications.show({ color: 'green', message: t('finalize.sent'), autoClose: 4000 }),
    onError: (error) =>
      notifications.show({ color: 'red', message: errorMessage(error, ''), autoClose: 4000 }),
  });
  const sendTab = async () => {
    if (tab === 'original') await saveOriginal();
    send.mutate({ ...(isSelf ? {} : { userId }), selectedSLPType: tab });
  };

  return (
    <Stack gap="sm">
      <Text fw={600}>{t('finalize.heading')}</Text>
      <Tabs value={tab} onChange={(v) => setTab(v === 'gpt' ? 'gpt' : 'original')}>
        <Tabs.List>
          <Tabs.Tab value="original" data-testid="slp-final-original">
            {t('finalize.original')}
          </Tabs.Tab>
          <Tabs.Tab value="gpt" data-testid="slp-final-gpt">
            {t('finalize.gpt')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="original" pt="sm">
          <Textarea
            aria-label={t('finalize.original')}
            autosize
            minRows={8}
            {...limit(original, MAX_SLP_TEXT)}
            readOnly={!canEdit}
            value={original}
            onChange={(e) => onOriginal(e.currentTarget.value)}
            data-testid="slp-original-text"
          />
          <WordCount text={original} testId="slp-original-words" />
        </Tabs.Panel>
        <Tabs.Panel value="gpt" pt="sm">
          <Stack gap="xs">
            {canEdit && (
              <Group>
                <Button
                  variant="light"
                  onClick={() => void polish()}
                  disabled={polishing || !original.trim()}
                  data-testid="slp-polish"
                >
                  {shownGpt ? t('finalize.regenerate') : t('finalize.polish')}
                </Button>
                {polishing && <Loader size="sm" aria-label={t('finalize.polishing')} />}
              </Group>
            )}
            {safety && (
              <Alert color="orange" data-testid="ai-safety">
                {safety}
              </Alert>
            )}
            <Paper withBorder p="sm" mih={120}>
              <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="slp-gpt-text">
                {shownGpt || (polishing ? '' : t('finalize.polishEmpty'))}
              </Text>
            </Paper>
            <WordCount text={shownGpt} testId="slp-gpt-words" />
            <AiSourceLabel
              provider={provider}
              detail={provider === 'offline' ? t('finalize.offlineDetail') : undefined}
              testId="slp-polish-provider"
            />
            <Alert variant="light" color="gray">
              {t('finalize.disclaimer')}
            </Alert>
          </Stack>
        </Tabs.Panel>
      </Tabs>
      <Group>
        {canEdit && (
          <Button
            variant="default"
            onClick={() => void sendTab()}
            disabled={send.isPending || polishing || !(tab === 'gpt' ? shownGpt : original).trim()}
            data-testid="slp-send"
          >
            {t('finalize.send')}
          </Button>
        )}
        <Button variant="default" component={Link} to={printPath} data-testid="slp-print">
          {t('finalize.print')}
        </Button>
        <Button variant="default" onClick={onDocx} data-testid="slp-docx">
          {t('finalize.docx')}
        </Button>
      </Group>
    </Stack>
  );
}
