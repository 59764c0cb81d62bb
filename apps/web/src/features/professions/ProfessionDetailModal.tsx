import { Anchor, Badge, Group, List, Loader, Modal, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  PROFESSION_BROWSED_DELAY_MS,
  pageAccessMinSeconds,
  professionExternalLinks,
  professionModalPageKey,
  shouldRecordPageAccess,
} from '@waypoint/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTRPC, useTRPCClient } from '@/shared/api';
import { localName, useLang } from '@/shared/format';
import { useSession } from '@/shared/session';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { HeartButton } from '@/shared/ui/HeartButton';
import { ModalHeader } from '@/shared/ui/ModalHeader';
import { NS } from './locales';
import { ProfessionChatbotButton } from './ProfessionChatbotButton';
import { type ProfessionDetail, useTimedLike } from './use-professions';

export interface ProfessionDetailModalProps {
  /** Null: closed. */
  professionId: number | null;
  onClose: () => void;
}

/** Spec 3 §2 "Profession detail modal" with the information panel inside it. */
export function ProfessionDetailModal({ professionId, onClose }: ProfessionDetailModalProps) {
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={professionId !== null}
      onClose={onClose}
      withCloseButton={false}
      fullScreen={Boolean(phone)}
      size="lg"
      padding="md"
      zIndex={300}
      scrollAreaComponent={ScrollArea.Autosize}
    >
      {professionId !== null && <ProfessionDetailBody professionId={professionId} onClose={onClose} />}
    </Modal>
  );
}

function ProfessionDetailBody({ professionId, onClose }: { professionId: number; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const trpc = useTRPC();
  const client = useTRPCClient();
  const { user } = useSession();
  const detail = useQuery(trpc.professions.getProfession.queryOptions({ id: professionId }));
  const browse = useMutation(trpc.professions.addUserBrowsedProfession.mutationOptions());
  const signedIn = user !== null;
  const signedInRef = useRef(signedIn);
  signedInRef.current = signedIn;

  // Spec 3 §2: the browsed call after 500 ms; the visit recorded on leaving if it lasted 3 s or more.
  // biome-ignore lint/correctness/useExhaustiveDependencies: one visit per opened profession.
  useEffect(() => {
    const accessTime = new Date();
    const timer = setTimeout(() => {
      if (signedInRef.current) browse.mutate({ id: professionId });
    }, PROFESSION_BROWSED_DELAY_MS);
    return () => {
      clearTimeout(timer);
      const leaveTime = new Date();
      const pageKey = professionModalPageKey(professionId);
      if (
        !signedInRef.current ||
        !shouldRecordPageAccess(accessTime, leaveTime, pageAccessMinSeconds(pageKey))
      ) {
        return;
      }
      client.analytics.insertPageAccessRecord
        .mutate({ pageKey, accessTime: accessTime.toISOString(), leaveTime: leaveTime.toISOString() })
        .catch(() => undefined);
    };
  }, [professionId]);

  const like = useTimedLike((liked) =>
    liked
      ? client.professions.addUserLikedProfession.mutate({ id: professionId })
      : client.professions.removeUserLikedProfession.mutate({ id: professionId }),
  );

  const p = detail.data;
  const name = p ? localName(p, lang) : '';
  const header = (
    <ModalHeader
      title={p ? name : t('loading')}
      subtitle={
        p ? (
          <Text size="sm" c="dimmed">
            {lang === 'zh-HK' ? p.name : p.nameChi}
          </Text>
        ) : null
      }
      closeLabel={t('close')}
      onClose={onClose}
      actions={
        p && signedIn ? (
          <HeartButton
            liked={p.likedByUser}
            label={t(p.likedByUser ? 'unlike' : 'like', { name })}
            size="lg"
            iconSize={18}
            loading={like.pending}
            onToggle={() => void like.toggle(!p.likedByUser)}
            testId="profession-like"
          />
        ) : null
      }
    />
  );
  if (detail.isPending)
    return (
      <Stack>
        {header}
        <Loader aria-label={t('loading')} />
      </Stack>
    );
  if (detail.isError)
    return (
      <Stack>
        {header}
        <ErrorAlert error={detail.error} />
      </Stack>
    );
  return (
    <Stack gap="sm" data-testid="profession-detail">
      {header}
      {p && signedIn && <ProfessionChatbotButton profession={p} />}
      {p && <ProfessionInfoPanel profession={p} />}
    </Stack>
  );
}

/** Spec 3 §2 "Profession information panel": what the data holds, and search links to real sites. */
export function ProfessionInfoPanel({ profession: p }: { profession: ProfessionDetail }) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const links = professionExternalLinks(p.name);
  return (
    <Stack gap="md">
      <Text>{lang === 'zh-HK' ? p.explanationChi : p.explanation}</Text>
      <Group gap="xs">
        <Badge variant="light">{t('skillLevel', { level: p.skillLevel })}</Badge>
        {p.requires.length === 0 ? (
          <Badge variant="outline" color="gray">
            {t('requires.none')}
          </Badge>
        ) : (
          p.requires.map((flag) => (
            <Badge key={flag} variant="outline">
              {t(`requires.${flag}`)}
            </Badge>
          ))
        )}
      </Group>
      <Stack gap={4}>
        <Title order={3} size="h5">
          {t('relatedSegments')}
        </Title>
        <Group gap={6}>
          {p.relatedSegments.map((s) => (
            <Badge
              key={s.id}
              component={Link}
              to={`/segments/${s.code ?? s.id}`}
              variant="light"
              color="teal"
              style={{ cursor: 'pointer', textTransform: 'none' }}
            >
              {localName(s, lang)}
            </Badge>
          ))}
        </Group>
      </Stack>
      <Stack gap={4}>
        <Title order={3} size="h5">
          {t('relatedDisciplines')}
        </Title>
        {p.relatedDisciplines.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('noDisciplines')}
          </Text>
        ) : (
          <Group gap={6}>
            {p.relatedDisciplines.map((d) => (
              <Badge
                key={d.id}
                variant={d.strength === 'core' ? 'filled' : 'light'}
                style={{ textTransform: 'none' }}
                title={t(d.strength === 'core' ? 'coreLink' : 'relatedLink')}
              >
                {localName(d, lang)}
              </Badge>
            ))}
          </Group>
        )}
      </Stack>
      {p.programs.length > 0 && (
        <Stack gap={4}>
          <Title order={3} size="h5">
            {t('programsLeading', { count: p.programs.length })}
          </Title>
          <ScrollArea.Autosize mah={220} type="auto">
            <List size="sm" spacing={2} data-testid="profession-programs">
              {p.programs.map((program) => (
                <List.Item key={program.id}>
                  <Text span size="sm" fw={600}>
                    {program.jupasCode}
                  </Text>{' '}
                  {localName(program, lang)}{' '}
                  <Text span size="xs" c="dimmed">
                    ({program.institutionNameShort})
                  </Text>
                  {program.strength === 'core' && (
                    <Badge size="xs" variant="light" color="teal" ml={4} style={{ textTransform: 'none' }}>
                      {t('coreLink')}
                    </Badge>
                  )}
                </List.Item>
              ))}
            </List>
          </ScrollArea.Autosize>
        </Stack>
      )}
      <Stack gap={4}>
        <Title order={3} size="h5">
          {t('extraInfo')}
        </Title>
        <Group gap="xs">
          {links.map((link) => (
            <Anchor
              key={link.url}
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              data-testid={`profession-link-${link.kind}`}
            >
              {t(`links.${link.kind}`, { site: link.site })}
            </Anchor>
          ))}
        </Group>
      </Stack>
      <Text size="xs" c="dimmed">
        {t('disclaimer')}
      </Text>
    </Stack>
  );
}
