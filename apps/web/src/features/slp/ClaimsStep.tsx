import { Button, Checkbox, CloseButton, Group, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MAX_CLAIM_TEXT, MAX_SELECTED_CLAIMS, MAX_SLP_TEXT } from '@waypoint/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, useTRPC } from '@/shared/api';
import { useFormatDateTime } from '@/shared/format';
import { useTextLimit } from '@/shared/forms/use-text-limit';
import { SegmentedChoice } from '@/shared/ui/SegmentedChoice';
import { NS } from './locales';
import type { EditableClaim } from './slp-types';
import { WordCount } from './WordCount';

/**
 * Step 3: claims to select (at most 5, the page asks to prioritise 3), or, in personal-statement mode,
 * the statement itself ('3. Write your personal statement'). Teachers see the claims and comment on them.
 */
export function ClaimsStep({
  claims,
  onChange,
  psMode,
  onPsMode,
  statement,
  onStatement,
  readOnly,
  canComment,
  userId,
}: {
  claims: EditableClaim[];
  onChange: (next: EditableClaim[]) => void;
  psMode: boolean;
  onPsMode: (ps: boolean) => void;
  statement: string;
  onStatement: (text: string) => void;
  readOnly: boolean;
  canComment: boolean;
  userId: string;
}) {
  const { t } = useTranslation(NS);
  const limit = useTextLimit();
  const [draft, setDraft] = useState('');
  const selectedCount = claims.filter((c) => c.selected).length;

  const toggle = (key: string, selected: boolean) => {
    if (selected && selectedCount >= MAX_SELECTED_CLAIMS) {
      notifications.show({ color: 'red', message: t('claims.tooMany'), autoClose: 3000 });
      return;
    }
    onChange(claims.map((c) => (c.key === key ? { ...c, selected } : c)));
  };
  const addClaim = () => {
    const text = draft.trim();
    if (!text) return;
    onChange([
      ...claims,
      {
        key: crypto.randomUUID(),
        text,
        elaboration: '',
        selected: selectedCount < MAX_SELECTED_CLAIMS,
        comments: [],
      },
    ]);
    setDraft('');
  };

  return (
    <Stack gap="sm">
      <Text fw={600} data-testid="slp-claims-heading">
        {psMode ? t('claims.psHeading') : t('claims.heading')}
      </Text>
      {!readOnly && (
        <SegmentedChoice
          value={psMode ? 'ps' : 'claims'}
          onChange={(v) => onPsMode(v === 'ps')}
          data={[
            { value: 'claims', label: t('claims.modeClaims') },
            { value: 'ps', label: t('claims.modePs') },
          ]}
          data-testid="slp-mode"
        />
      )}
      {psMode ? (
        <>
          <Textarea
            label={t('claims.psLabel')}
            autosize
            minRows={8}
            {...limit(statement, MAX_SLP_TEXT)}
            value={statement}
            readOnly={readOnly}
            onChange={(e) => onStatement(e.currentTarget.value)}
            data-testid="slp-ps-text"
          />
          <WordCount text={statement} testId="slp-ps-words" />
        </>
      ) : (
        <>
          <Text size="sm">{t('claims.hint')}</Text>
          <Text size="sm" c="dimmed" data-testid="slp-claims-count">
            {t('claims.selected', { count: selectedCount })}
          </Text>
          {claims.length === 0 && <Text c="dimmed">{t('claims.empty')}</Text>}
          {claims.map((c) => (
            <Paper key={c.key} withBorder p="sm" data-testid="slp-claim-row">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Checkbox
                  label={c.text}
                  checked={c.selected}
                  disabled={readOnly}
                  onChange={(e) => toggle(c.key, e.currentTarget.checked)}
                  data-testid="slp-claim-check"
                />
                {!readOnly && (
                  <CloseButton
                    aria-label={t('claims.delete')}
                    onClick={() => onChange(claims.filter((x) => x.key !== c.key))}
                  />
                )}
              </Group>
              <ClaimComments claim={c} canComment={canComment} userId={userId} />
            </Paper>
          ))}
          {!readOnly && (
            <Group align="flex-end">
              <TextInput
                style={{ flex: 1 }}
                label={t('claims.newLabel')}
                placeholder={t('claims.newPlaceholder')}
                {...limit(draft, MAX_CLAIM_TEXT)}
                value={draft}
                onChange={(e) => setDraft(e.currentTarget.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') addClaim();
                }}
                data-testid="slp-claim-input"
              />
              <Button variant="light" disabled={!draft.trim()} onClick={addClaim} data-testid="slp-claim-add">
                {t('claims.add')}
              </Button>
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}

function ClaimComments({
  claim,
  canComment,
  userId,
}: {
  claim: EditableClaim;
  canComment: boolean;
  userId: string;
}) {
  const { t } = useTranslation(NS);
  const limit = useTextLimit();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const formatTime = useFormatDateTime();
  const [text, setText] = useState('');
  const send = useMutation({
    ...trpc.slp.insertClaimComment.mutationOptions(),
    onSuccess: () => {
      setText('');
      notifications.show({ color: 'green', message: t('claims.commentSaved'), autoClose: 2000 });
      void queryClient.invalidateQueries({ queryKey: trpc.slp.getUserSLP.queryKey() });
    },
    onError: (error) =>
      notifications.show({ color: 'red', message: errorMessage(error, ''), autoClose: 4000 }),
  });
  if (claim.comments.length === 0 && !(canComment && claim.claimId)) return null;
  return (
    <Stack gap={4} mt="xs" pl="md">
      {claim.comments.length > 0 && (
        <Text size="xs" fw={600}>
          {t('claims.comments')}
        </Text>
      )}
      {claim.comments.map((m) => (
        <Text key={m.id} size="sm" data-testid="slp-claim-comment">
          {m.comment}{' '}
          <Text span size="xs" c="dimmed">
            ({m.fromUser?.fullName ?? ''} {formatTime(m.createdAt)})
          </Text>
        </Text>
      ))}
      {canComment && claim.claimId && (
        <Group align="flex-end" gap="xs">
          <TextInput
            size="xs"
            style={{ flex: 1 }}
            aria-label={t('claims.commentLabel')}
            placeholder={t('claims.commentLabel')}
            value={text}
            {...limit(text, 2000)}
            onChange={(e) => setText(e.currentTarget.value)}
          />
          <Button
            size="xs"
            variant="light"
            disabled={!text.trim() || send.isPending}
            onClick={() => send.mutate({ userId, claimId: claim.claimId!, comment: text })}
          >
            {t('claims.commentSend')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
