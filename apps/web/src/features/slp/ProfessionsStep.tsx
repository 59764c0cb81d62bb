import { ActionIcon, Badge, Button, Group, Loader, Paper, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { AI_COOLDOWN_SECONDS, MAX_PROFESSION_SUGGESTIONS } from '@waypoint/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openProfessionSelect } from '@/shared/admission-modals';
import { AiSourceLabel } from '@/shared/ai/AiSourceLabel';
import { AiRequestError, aiBody, streamAi } from '@/shared/ai-stream';
import { useTRPC } from '@/shared/api';
import { localName, useLang } from '@/shared/format';
import { professionOptionsFilter } from '@/shared/profession-search';
import { useSecondsUntil } from '@/shared/use-countdown';
import { NS } from './locales';

export interface SlpProfession {
  id: number;
  name: string;
  nameChi: string;
}

interface Suggestion extends SlpProfession {
  explanation: string;
  explanationEn: string | null;
}

/**
 * Step 2: the AI gateway's SLP professions (/ai/slp, at most 8) from the key strength, or a profession
 * picked from the catalogue. A failure returns to the GO button with the spec's message (spec 3 §4).
 */
export function ProfessionsStep({
  strength,
  chosen,
  onChange,
  readOnly,
}: {
  strength: string;
  chosen: SlpProfession[];
  onChange: (next: SlpProfession[]) => void;
  readOnly: boolean;
}) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const trpc = useTRPC();
  const status = useQuery(trpc.ai.getAiStatus.queryOptions());
  const catalogue = useQuery({ ...trpc.professions.getProfessions.queryOptions(), staleTime: Infinity });
  const [items, setItems] = useState<Suggestion[]>([]);
  const [provider, setProvider] = useState<string | null>(null);
  const [waiting, setWaiting] = useState(false);
  const [until, setUntil] = useState<number | null>(null);
  const serverCooldown = status.data?.cooldowns.slp ?? 0;
  useEffect(() => {
    if (serverCooldown > 0) setUntil((u) => u ?? Date.now() + serverCooldown * 1000);
  }, [serverCooldown]);
  const cooldown = useSecondsUntil(until);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  // The select modal keeps calling `add` after later renders: it must see the newest list, not its first.
  const chosenRef = useRef(chosen);
  chosenRef.current = chosen;
  const add = (p: SlpProfession) => {
    const list = chosenRef.current;
    if (list.some((c) => c.id === p.id)) return;
    if (list.length >= MAX_PROFESSION_SUGGESTIONS) {
      notifications.show({ color: 'red', message: t('professions.max'), autoClose: 3000 });
      return;
    }
    const next = [...list, { id: p.id, name: p.name, nameChi: p.nameChi }];
    chosenRef.current = next;
    onChange(next);
  };

  const go = async () => {
    abort.current?.abort();
    const ctl = new AbortController();
    abort.current = ctl;
    setItems([]);
    setWaiting(true);
    setUntil(Date.now() + AI_COOLDOWN_SECONDS * 1000);
    let failed = false;
    let noMatch: string | null = null;
    const found: Suggestion[] = [];
    try {
      await streamAi(
        'slp',
        aiBody(strength.trim(), { sendToWhatsApp: false }),
        (line) => {
          if (line.type === 'meta') setProvider(line.provider);
          if (line.type === 'error') failed = true;
          if (line.type === 'noMatch') noMatch = line.message;
          if (line.type === 'item') {
            found.push(line);
            setItems([...found]);
          }
        },
        ctl.signal,
      );
    } catch (error) {
      if (ctl.signal.aborted) return;
      failed = true;
      if (error instanceof AiRequestError && error.status !== 500) {
        setWaiting(false);
        setItems([]);
        notifications.show({ color: 'red', message: error.message, autoClose: 4000 });
        return;
      }
    }
    setWaiting(false);
    if (noMatch) {
      // Nothing matched is not charged by the server: no wait here either, and the words stay to be changed.
      setUntil(null);
      notifications.show({ color: 'blue', message: noMatch, autoClose: 8000 });
    } else if (failed || found.length === 0) {
      if (failed) setUntil(null);
      setItems([]);
      notifications.show({ color: 'red', message: t('professions.failed'), autoClose: 4000 });
    }
    void status.refetch();
  };

  const professionFilter = useMemo(
    () => professionOptionsFilter(catalogue.data?.professions ?? []),
    [catalogue.data],
  );
  const options = (catalogue.data?.professions ?? []).map((p) => ({
    value: String(p.id),
    label: lang === 'zh-HK' ? `${p.nameChi} ${p.name}` : `${p.name} ${p.nameChi}`,
  }));

  return (
    <Stack gap="sm">
      <Text fw={600}>{t('professions.heading')}</Text>
      {!readOnly && (
        <>
          <Text size="sm">{t('professions.aiHint')}</Text>
          <Group>
            <Button
              onClick={() => void go()}
              disabled={waiting || cooldown > 0 || !strength.trim()}
              data-testid="slp-ai-go"
            >
              {cooldown > 0 ? t('professions.wait', { seconds: cooldown }) : t('professions.go')}
            </Button>
            {waiting && <Loader size="sm" aria-label={t('professions.waiting')} />}
          </Group>
          {items.length > 0 && <AiSourceLabel provider={provider} testId="slp-ai-provider" />}
          {items.map((item) => {
            const added = chosen.some((c) => c.id === item.id);
            return (
              <Paper key={item.id} withBorder p="sm" data-testid="slp-ai-item">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Stack gap={2}>
                    <Text fw={600}>{localName(item, lang)}</Text>
                    <Text size="sm">
                      {lang === 'en' && item.explanationEn ? item.explanationEn : item.explanation}
                    </Text>
                  </Stack>
                  <Button
                    size="xs"
                    variant="light"
                    disabled={added}
                    onClick={() => add(item)}
                    data-testid="slp-ai-add"
                  >
                    {added ? t('professions.added') : t('professions.add')}
                  </Button>
                </Group>
              </Paper>
            );
          })}
          <Group>
            <Button
              variant="default"
              onClick={() =>
                openProfessionSelect({
                  selectedIds: chosenRef.current.map((p) => p.id),
                  max: MAX_PROFESSION_SUGGESTIONS,
                  onPick: (p) => add(p),
                })
              }
              data-testid="slp-browse-professions"
            >
              {t('professions.browse')}
            </Button>
          </Group>
          <Select
            label={t('professions.pickLabel')}
            placeholder={t('professions.pickPlaceholder')}
            searchable
            clearable
            limit={30}
            data={options}
            filter={professionFilter}
            value={null}
            onChange={(v) => {
              const p = catalogue.data?.professions.find((x) => String(x.id) === v);
              if (p) add(p);
            }}
            data-testid="slp-profession-select"
          />
        </>
      )}
      <Text fw={600}>{t('professions.chosen')}</Text>
      {chosen.length === 0 ? (
        <Text c="dimmed">{t('professions.none')}</Text>
      ) : (
        <Group gap="xs">
          {chosen.map((p) => (
            <Badge
              key={p.id}
              size="lg"
              variant="light"
              data-testid="slp-profession-chip"
              rightSection={
                readOnly ? null : (
                  <ActionIcon
                    size="xs"
                    variant="transparent"
                    aria-label={t('professions.remove', { name: localName(p, lang) })}
                    onClick={() => onChange(chosen.filter((c) => c.id !== p.id))}
                  >
                    ×
                  </ActionIcon>
                )
              }
            >
              {localName(p, lang)}
            </Badge>
          ))}
        </Group>
      )}
    </Stack>
  );
}
