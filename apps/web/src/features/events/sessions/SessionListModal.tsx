import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  Stack,
  Tabs,
  Text,
} from '@mantine/core';
import { assignShortlistOrder, type SessionListTab } from '@waypoint/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localName, useFormatDateTime, useLang } from '@/shared/format';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { NS } from './locales';
import { PersonRow } from './PersonRow';
import { SessionEditForm } from './SessionEditForm';
import { Shortlist } from './Shortlist';
import {
  emptyVotesKey,
  groupHeading,
  groupParticipants,
  type SessionList,
  type SessionPerson,
  shortlistIds,
} from './session-list-view';
import { useSessionList } from './use-session-list';
import { VoteModal } from './VoteModal';

/** Spec 1 §2.4 session student list modal, live while open. */
export function SessionListModal({ sessionId, onClose }: { sessionId: string; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const { list, save, liveStatus } = useSessionList(sessionId, true);
  const [voting, setVoting] = useState<SessionPerson | null>(null);
  const [editing, setEditing] = useState(false);
  const lang = useLang();
  const formatDateTime = useFormatDateTime();
  const data = list.data;

  return (
    <Modal
      opened
      onClose={onClose}
      fullScreen
      title={
        data ? (
          <Stack gap={0}>
            <Text fw={700} size="lg">
              {localName(data.session, lang)}
            </Text>
            <Text size="sm" c="dimmed">
              {formatDateTime(data.session.startTime)}
            </Text>
          </Stack>
        ) : (
          t('title')
        )
      }
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Box data-testid="session-list-modal">
        {list.isPending ? (
          <Center p="lg">
            <Loader aria-label={t('loading')} />
          </Center>
        ) : list.isError ? (
          <ErrorAlert error={list.error} />
        ) : (
          <>
            <Group justify="space-between" mb="xs">
              {liveStatus === 'pending' ? (
                <Badge color="green" variant="dot" data-testid="session-live">
                  {t('live')}
                </Badge>
              ) : (
                <span />
              )}
              {list.data.edit && !editing && (
                <Button size="xs" variant="light" onClick={() => setEditing(true)} data-testid="session-edit">
                  {t('edit.open')}
                </Button>
              )}
            </Group>
            {list.data.edit && editing && (
              <SessionEditForm
                sessionId={sessionId}
                edit={list.data.edit}
                seatsTaken={list.data.session.seatsTaken}
                onDone={() => setEditing(false)}
              />
            )}
            {list.data.namesHidden && (
              <Alert color="yellow" mb="sm" data-testid="session-names-hidden">
                {t('namesHidden')}
              </Alert>
            )}
            <SessionTabs
              data={list.data}
              onOpen={setVoting}
              onReorder={(ids) => save.mutateAsync({ sessionId, userUsers: assignShortlistOrder(ids) })}
            />
            {!voting && <ErrorAlert error={save.error} />}
            {voting && (
              <VoteModal
                key={voting.userId}
                person={voting}
                vote={list.data.myVotes.find((v) => v.targetUserId === voting.userId)}
                canGrade={list.data.fields.grade}
                save={(row) => save.mutateAsync({ sessionId, userUsers: [row] })}
                saving={save.isPending}
                error={save.error}
                onClose={() => setVoting(null)}
              />
            )}
          </>
        )}
      </Box>
    </Modal>
  );
}

interface SessionTabsProps {
  data: SessionList;
  onOpen: (person: SessionPerson) => void;
  onReorder: (ids: string[]) => Promise<unknown>;
}

function SessionTabs({ data, onOpen, onReorder }: SessionTabsProps) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const groupTitle = (p: SessionPerson) => {
    const heading = groupHeading(p, lang);
    return heading.class ? t('groupHeading', heading) : heading.school;
  };
  const staff = data.fields.shortlist;
  const [tab, setTab] = useState<SessionListTab>(data.tabs[0]?.key ?? 'bestPresenters');
  const byId = useMemo(() => new Map(data.participants.map((p) => [p.userId, p])), [data.participants]);
  const likesOf = useMemo(() => new Map(data.ranking.map((r) => [r.targetUserId, r])), [data.ranking]);
  const mine = useMemo(() => new Map(data.myVotes.map((v) => [v.targetUserId, v])), [data.myVotes]);
  // The dropped order shows at once; the refetched list (after the save) replaces it.
  const [dropped, setDropped] = useState<{ ids: string[]; votes: SessionList['myVotes'] } | null>(null);
  const savedIds = shortlistIds(data.myVotes);
  const ids = dropped && dropped.votes === data.myVotes ? dropped.ids : savedIds;
  const reorder = (next: string[]) => {
    setDropped({ ids: next, votes: data.myVotes });
    onReorder(next).catch(() => setDropped(null));
  };
  const shortlisted = ids.map((id) => byId.get(id)).filter((p): p is SessionPerson => p !== undefined);

  const marker = (p: SessionPerson) => {
    const r = likesOf.get(p.userId);
    const my = mine.get(p.userId)?.reaction;
    return (
      <Group gap={4} wrap="nowrap">
        {my && <Text aria-hidden>{my === 'like' ? '👍' : '👎'}</Text>}
        {r && (
          <Badge variant="light" data-testid="like-count" data-likes={r.likes}>
            {t('person.likes', { count: r.likes })}
          </Badge>
        )}
      </Group>
    );
  };
  const plainList = (people: readonly SessionPerson[]) =>
    people.length === 0 ? (
      <Text c="dimmed">{t('empty.participants')}</Text>
    ) : (
      <Stack gap="xs">
        {people.map((p) => (
          <PersonRow key={p.userId} person={p} onOpen={onOpen} aside={marker(p)} />
        ))}
      </Stack>
    );

  const labelOf = (label: SessionListTab) =>
    label === 'shortlisted'
      ? t(staff ? 'tabs.shortlisted' : 'tabs.voted', { count: shortlisted.length })
      : t(`tabs.${label}`);

  return (
    <Tabs value={tab} onChange={(v) => v && setTab(v as SessionListTab)} keepMounted={false}>
      <Tabs.List mb="sm">
        {data.tabs.map((x) => (
          <Tabs.Tab key={x.key} value={x.key} data-testid={`session-tab-${x.key}`}>
            {labelOf(x.label)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="participants">{plainList(data.participants)}</Tabs.Panel>
      <Tabs.Panel value="byGroups">
        <Stack gap="md">
          {groupParticipants(data.participants.filter((p) => p.kind === 'student')).map(([group, people]) => (
            <Stack key={group} gap="xs">
              <Text fw={600} data-testid="group-heading">
                {groupTitle(people[0]!)}
              </Text>
              {plainList(people)}
            </Stack>
          ))}
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="shortlisted">
        {shortlisted.length === 0 ? (
          <Text c="dimmed" data-testid="votes-empty">
            {t(emptyVotesKey(data))}
          </Text>
        ) : (
          <Shortlist people={shortlisted} reorderable={staff} onReorder={reorder} onOpen={onOpen} />
        )}
      </Tabs.Panel>
      <Tabs.Panel value="bestPresenters">
        {data.ranking.length === 0 ? (
          <Text c="dimmed">{t('empty.bestPresenters')}</Text>
        ) : (
          <Stack gap="xs" data-testid="best-presenters">
            {data.ranking.map((r) => {
              const p = byId.get(r.targetUserId);
              if (!p) return null;
              return (
                <PersonRow
                  key={r.targetUserId}
                  person={p}
                  onOpen={onOpen}
                  handle={
                    <Badge size="lg" variant="filled" data-testid="presenter-rank">
                      {t('person.rank', { rank: r.rank })}
                    </Badge>
                  }
                  aside={marker(p)}
                />
              );
            })}
          </Stack>
        )}
      </Tabs.Panel>
      <Tabs.Panel value="outstandingVideo">
        <Stack gap="xs">
          {data.session.videoLink ? (
            <Anchor href={data.session.videoLink} target="_blank" rel="noreferrer">
              {t('video')}
            </Anchor>
          ) : (
            <Text c="dimmed">{t('noVideo')}</Text>
          )}
          {data.outstanding.length === 0 ? (
            <Text c="dimmed">{t('empty.outstanding')}</Text>
          ) : (
            data.outstanding.map((o) => {
              const p = byId.get(o.targetUserId);
              return p ? (
                <PersonRow
                  key={o.targetUserId}
                  person={p}
                  onOpen={onOpen}
                  aside={<Badge variant="light">{t('person.excellent', { count: o.excellentGrades })}</Badge>}
                />
              ) : null;
            })
          )}
        </Stack>
      </Tabs.Panel>
    </Tabs>
  );
}
