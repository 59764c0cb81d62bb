import { Button, Chip, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import {
  toggleReaction,
  VOTE_GRADES,
  type VoteDraft,
  type VoteGrade,
  type VoteReaction,
  voteChanged,
} from '@waypoint/domain';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/shared/format';
import { useTextLimit } from '@/shared/forms/use-text-limit';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { NS } from './locales';
import { draftOf, type MyVote, personName, type SessionPerson, voteRow } from './session-list-view';

interface VoteModalProps {
  person: SessionPerson;
  vote: MyVote | undefined;
  canGrade: boolean;
  save: (row: ReturnType<typeof voteRow>) => Promise<unknown>;
  saving: boolean;
  error: unknown;
  onClose: () => void;
}

/**
 * Spec 1 §4.3 vote modal: like or dislike, five grades for staff, remarks. Each tap saves at once; the
 * remarks are saved on close if they changed.
 */
export function VoteModal({ person, vote, canGrade, save, saving, error, onClose }: VoteModalProps) {
  const { t } = useTranslation(NS);
  const limit = useTextLimit();
  const lang = useLang();
  const [draft, setDraft] = useState<VoteDraft>(() => draftOf(vote));
  const saved = useRef<VoteDraft>(draftOf(vote));

  const commit = (next: VoteDraft) => {
    setDraft(next);
    saved.current = next;
    void save(voteRow(person.userId, next, canGrade)).catch(() => {});
  };
  const react = (tapped: VoteReaction) =>
    commit({ ...draft, reaction: toggleReaction(draft.reaction, tapped) });
  const grade = (value: VoteGrade) => commit({ ...draft, grade: draft.grade === value ? null : value });
  const close = () => {
    if (voteChanged(saved.current, draft)) commit(draft);
    onClose();
  };

  return (
    <Modal opened onClose={close} title={t('vote.title', { name: personName(person, lang) })} centered>
      <Stack gap="md" data-testid="vote-modal">
        <Group grow>
          <Button
            variant={draft.reaction === 'like' ? 'filled' : 'light'}
            color="teal"
            onClick={() => react('like')}
            aria-pressed={draft.reaction === 'like'}
            data-testid="vote-like"
          >
            👍 {t('vote.like')}
          </Button>
          <Button
            variant={draft.reaction === 'dislike' ? 'filled' : 'light'}
            color="red"
            onClick={() => react('dislike')}
            aria-pressed={draft.reaction === 'dislike'}
            data-testid="vote-dislike"
          >
            👎 {t('vote.dislike')}
          </Button>
        </Group>
        {canGrade && (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('vote.grade')}
            </Text>
            <Group gap="xs">
              {VOTE_GRADES.map((g, i) => (
                <Chip
                  key={g}
                  checked={draft.grade === g}
                  onChange={() => grade(g)}
                  data-testid={`vote-grade-${i + 1}`}
                >
                  {t(`grades.${g}`)}
                </Chip>
              ))}
            </Group>
          </Stack>
        )}
        <Textarea
          label={t('vote.remarks')}
          placeholder={t('vote.remarksPlaceholder')}
          value={draft.reason}
          onChange={(e) => setDraft({ ...draft, reason: e.currentTarget.value })}
          {...limit(draft.reason, 1000)}
          autosize
          minRows={2}
          data-testid="vote-remarks"
        />
        <ErrorAlert error={error} />
        <Group justify="space-between">
          <Text size="xs" c="dimmed" aria-live="polite">
            {saving ? t('vote.saving') : voteChanged(saved.current, draft) ? '' : t('vote.saved')}
          </Text>
          <Button onClick={close} data-testid="vote-done">
            {t('vote.done')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
