import { Alert, Button, Group, Loader, Stack, Tabs, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from '@tanstack/react-query';
import { draftFromClaims, MAX_CLAIM_TEXT } from '@waypoint/domain';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { errorMessage, useTRPC } from '@/shared/api';
import { useFormatDateTime } from '@/shared/format';
import { useTextLimit } from '@/shared/forms/use-text-limit';
import { useSession } from '@/shared/session';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { PageTitle } from '@/shared/ui/PageTitle';
import { ClaimsStep } from './ClaimsStep';
import { ElaborateStep } from './ElaborateStep';
import { FinalizeStep } from './FinalizeStep';
import { NS } from './locales';
import { ProfessionsStep, type SlpProfession } from './ProfessionsStep';
import {
  claimsPayload,
  type EditableClaim,
  editableClaims,
  type SlpData,
  STEPS,
  type StepKey,
} from './slp-types';
import { claimsSnapshot, slpSnapshot, unsavedParts } from './slp-unsaved';
import { UnsavedSlpGuard } from './UnsavedSlpGuard';
import { useDownloadDocx } from './use-slp-export';
import { VersionHistory } from './VersionHistory';

/**
 * /slp/:targetUserId? — spec 3 §2 "AchieveSLP modal" as a page: five steps, for the student, or for a
 * teacher or admin opening a student's SLP through the target user. The server decides who may edit.
 */
export default function SlpPage() {
  const { t } = useTranslation(NS);
  const { targetUserId } = useParams();
  const { user, loading } = useSession();
  const trpc = useTRPC();
  const input = targetUserId ? { userId: targetUserId } : undefined;
  const query = useQuery({ ...trpc.slp.getUserSLP.queryOptions(input), enabled: !!user });
  if (loading) return <Loader />;
  if (!user)
    return (
      <Stack>
        <PageTitle>{t('title')}</PageTitle>
        <Alert color="blue" variant="light">
          {t('signIn')}
        </Alert>
      </Stack>
    );
  if (query.error) return <ErrorAlert error={query.error} />;
  if (!query.data) return <Loader />;
  return (
    <SlpWriter key={query.data.userId} data={query.data} refetch={async () => (await query.refetch()).data} />
  );
}

function SlpWriter({ data, refetch }: { data: SlpData; refetch: () => Promise<SlpData | undefined> }) {
  const { t } = useTranslation(NS);
  const limit = useTextLimit();
  const trpc = useTRPC();
  const formatTime = useFormatDateTime();
  const readOnly = !data.canEdit;
  const target = data.isStaff ? { userId: data.userId } : {};
  const [step, setStep] = useState<StepKey>(data.professions.length ? 'finalize' : 'strength');
  const [strength, setStrength] = useState(data.strength?.text ?? '');
  const [strengthId, setStrengthId] = useState(data.strength?.id);
  const [professions, setProfessions] = useState<SlpProfession[]>(data.professions);
  const [claims, setClaims] = useState<EditableClaim[]>(() => editableClaims(data));
  const [psMode, setPsMode] = useState(data.claims.length === 0 && !!data.original);
  const [original, setOriginal] = useState(data.original);
  const [saved, setSaved] = useState({ original: data.original, gpt: data.gpt, versions: data.versions });
  // What the server holds, part by part, to know what leaving the page now would lose.
  const [stored, setStored] = useState(() =>
    slpSnapshot({
      strength: data.strength?.text ?? '',
      professions: data.professions,
      claims: editableClaims(data),
      original: data.original,
    }),
  );
  const unsaved = useMemo(
    () => (readOnly ? [] : unsavedParts(slpSnapshot({ strength, professions, claims, original }), stored)),
    [readOnly, strength, professions, claims, original, stored],
  );

  // Comments arrive on refetch; the writer's own edits stay.
  useEffect(() => {
    setClaims((list) =>
      list.map((c) => ({
        ...c,
        comments: data.claims.find((d) => d.id === c.claimId)?.comments ?? c.comments,
      })),
    );
  }, [data.claims]);

  const downloadDocx = useDownloadDocx(data);
  const saveClaims = useMutation(trpc.slp.upsertUserClaims.mutationOptions());
  const saveSlp = useMutation(trpc.slp.upsertUserSLP.mutationOptions());
  const busy = saveClaims.isPending || saveSlp.isPending;

  const reload = async () => {
    const fresh = await refetch();
    if (!fresh) return;
    setStrengthId(fresh.strength?.id);
    setClaims(editableClaims(fresh));
    setStored((prev) => ({ ...prev, claims: claimsSnapshot(editableClaims(fresh)) }));
    setSaved({ original: fresh.original, gpt: fresh.gpt, versions: fresh.versions });
  };
  const storeClaims = async (list: EditableClaim[]) => {
    const result = await saveClaims.mutateAsync({
      ...target,
      userClaims: claimsPayload(strength, strengthId, list),
    });
    setStored((prev) => ({ ...prev, strength: strength.trim(), claims: claimsSnapshot(list) }));
    return result;
  };
  const storeProfessions = async () => {
    await saveSlp.mutateAsync({ ...target, professionIds: professions.map((p) => p.id) });
    setStored((prev) => ({ ...prev, professionIds: professions.map((p) => p.id) }));
  };
  const storeDraft = async (text: string) => {
    await saveSlp.mutateAsync({ ...target, original: text });
    setOriginal(text);
    setStored((prev) => ({ ...prev, original: text }));
  };
  // "Save and leave": each unsaved part as its own step would save it.
  const storeUnsaved = async (): Promise<boolean> => {
    try {
      if (unsaved.includes('claims')) await storeClaims(claims);
      if (unsaved.includes('professions')) await storeProfessions();
      if (unsaved.includes('original')) await storeDraft(original);
      notifications.show({ color: 'green', message: t('actions.saved'), autoClose: 2000 });
      return true;
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error, ''), autoClose: 4000 });
      return false;
    }
  };

  const run = async (work: () => Promise<unknown>, next?: StepKey) => {
    try {
      await work();
      await reload();
      if (next) setStep(next);
      notifications.show({ color: 'green', message: t('actions.saved'), autoClose: 2000 });
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error, ''), autoClose: 4000 });
    }
  };

  const next: Record<StepKey, (() => Promise<void>) | null> = {
    strength: () => {
      if (!strength.trim()) {
        notifications.show({ color: 'red', message: t('strength.required'), autoClose: 3000 });
        return Promise.resolve();
      }
      return run(() => storeClaims(claims), 'professions');
    },
    professions: () => run(storeProfessions, 'claims'),
    // Spec 3 §4: step 3 → 4 copies the chosen claims into the draft and saves.
    claims: () =>
      psMode
        ? run(() => storeDraft(original), 'finalize')
        : run(async () => {
            await storeClaims(claims);
            await storeDraft(draftFromClaims(claims.map((c, i) => ({ ...c, order: i, type: 'claim' }))));
          }, 'elaborate'),
    elaborate: () =>
      run(async () => {
        await storeClaims(claims);
        await storeDraft(draftFromClaims(claims.map((c, i) => ({ ...c, order: i, type: 'claim' }))));
      }, 'finalize'),
    finalize: () => run(() => storeDraft(original)),
  };

  const accessText =
    data.isStaff && !data.canEdit
      ? t('access.staff', { name: data.studentName })
      : data.access.reason === 'admin' || (data.isStaff && data.canEdit)
        ? t('access.admin')
        : t(`access.${data.access.reason}`, { time: formatTime(data.access.closesAt) });

  return (
    <Stack gap="md" data-testid="slp-page">
      <UnsavedSlpGuard unsaved={unsaved.length > 0} onSave={storeUnsaved} />
      <PageTitle>{data.isStaff ? t('titleFor', { name: data.studentName }) : t('title')}</PageTitle>
      <Text size="sm">{t('intro')}</Text>
      <Alert
        color={readOnly ? 'yellow' : 'blue'}
        variant="light"
        data-testid={readOnly ? 'slp-readonly' : 'slp-access'}
      >
        {accessText}
      </Alert>
      <Tabs value={step} onChange={(v) => v && setStep(v as StepKey)} keepMounted={false}>
        <Tabs.List>
          {/* Spec 3 §2: tabs 2 to 5 wait for professions; step 1's button still leads on to step 2. */}
          {STEPS.map((s, i) => (
            <Tabs.Tab
              key={s}
              value={s}
              disabled={i > 0 && professions.length === 0 && s !== step}
              data-testid={`slp-tab-${s}`}
            >
              {t(`steps.${s}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="strength" pt="md">
          <Stack gap="sm">
            <Text fw={600}>{t('strength.heading')}</Text>
            <Textarea
              label={t('strength.label')}
              placeholder={t('strength.placeholder')}
              autosize
              minRows={2}
              {...limit(strength, MAX_CLAIM_TEXT)}
              readOnly={readOnly}
              value={strength}
              onChange={(e) => setStrength(e.currentTarget.value)}
              data-testid="slp-strength-input"
            />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="professions" pt="md">
          <ProfessionsStep
            strength={strength}
            chosen={professions}
            onChange={setProfessions}
            readOnly={readOnly}
          />
        </Tabs.Panel>
        <Tabs.Panel value="claims" pt="md">
          <ClaimsStep
            claims={claims}
            onChange={setClaims}
            psMode={psMode}
            onPsMode={setPsMode}
            statement={original}
            onStatement={setOriginal}
            readOnly={readOnly}
            canComment={data.canComment}
            userId={data.userId}
          />
        </Tabs.Panel>
        <Tabs.Panel value="elaborate" pt="md">
          <ElaborateStep claims={claims} onChange={setClaims} readOnly={readOnly} />
        </Tabs.Panel>
        <Tabs.Panel value="finalize" pt="md">
          <FinalizeStep
            userId={data.userId}
            isSelf={!data.isStaff}
            original={original}
            onOriginal={setOriginal}
            gpt={saved.gpt}
            canEdit={data.canEdit}
            saveOriginal={async () => {
              if (original !== saved.original) await storeDraft(original);
            }}
            onPolished={() => void reload()}
            printPath={data.isStaff ? `/slp-print/${data.userId}` : '/slp-print'}
            onDocx={() => void downloadDocx()}
          />
        </Tabs.Panel>
      </Tabs>
      {step === 'professions' && professions.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('needProfessions')}
        </Text>
      )}
      {!readOnly && (
        <Group>
          <Button onClick={() => void next[step]?.()} loading={busy} data-testid={`slp-next-${step}`}>
            {step === 'finalize' ? t('actions.save') : t('actions.next')}
          </Button>
        </Group>
      )}
      {step === 'finalize' && <VersionHistory versions={saved.versions} />}
    </Stack>
  );
}
