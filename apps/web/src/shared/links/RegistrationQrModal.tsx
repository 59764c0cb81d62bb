import { Anchor, Button, CopyButton, Group, Image, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { isStaffMember } from '@waypoint/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '@/shared/api';
import { useSession } from '@/shared/session';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { SegmentedChoice } from '@/shared/ui/SegmentedChoice';
import { NS } from './locales';
import { QrCode } from './QrCode';
import { type RegistrationKind, registrationPath } from './registration-links';
import { YesNoDialog } from './YesNoDialog';

interface Media {
  posterImgLink?: string | null;
  videoLink?: string | null;
  slideLink?: string | null;
}

/**
 * Spec 1 §2.8 registration QR modal for teachers and admins: the QR code (drawn locally) and link for
 * students, teachers or general registration, the poster and video, and 'send to my WhatsApp group'.
 */
export function RegistrationQrModal({
  opened,
  onClose,
  eventId = null,
  media = {},
}: {
  opened: boolean;
  onClose: () => void;
  eventId?: string | null;
  media?: Media;
}) {
  const { t } = useTranslation(NS);
  const trpc = useTRPC();
  const { user } = useSession();
  const [kind, setKind] = useState<RegistrationKind>('student');
  const [schoolId, setSchoolId] = useState(user?.schoolId ?? '');
  const [asking, setAsking] = useState(false);
  const send = useMutation(trpc.teacher.sendRegQRCodeToSelfWhatsAppGrp.mutationOptions());
  const path = registrationPath(kind, schoolId.trim() || null, eventId);
  const url = new URL(path, window.location.origin).toString();

  return (
    <Modal opened={opened} onClose={onClose} title={t(eventId ? 'eventTitle' : 'title')} centered>
      <Stack gap="sm" align="stretch">
        <Text size="sm">{t(eventId ? 'eventIntro' : 'intro')}</Text>
        <SegmentedChoice
          value={kind}
          onChange={(v) => setKind(v as RegistrationKind)}
          data={(['student', 'teacher', 'general'] as const).map((k) => ({
            value: k,
            label: t(`kinds.${k}`),
          }))}
          data-testid="reg-qr-kind"
        />
        {user?.isAdmin && kind !== 'general' && (
          <TextInput
            label={t('school')}
            value={schoolId}
            onChange={(e) => setSchoolId(e.currentTarget.value)}
          />
        )}
        <Group justify="center">
          <QrCode value={url} label={t('qrLabel')} testId="reg-qr-code" />
        </Group>
        <TextInput
          readOnly
          value={url}
          aria-label={t('title')}
          onFocus={(e) => e.currentTarget.select()}
          data-testid="reg-qr-url"
        />
        {media.posterImgLink && <Image src={media.posterImgLink} alt={t('poster')} mah={500} fit="contain" />}
        {media.videoLink && (
          <Anchor href={media.videoLink} target="_blank" rel="noreferrer">
            {t('video')}
          </Anchor>
        )}
        <ErrorAlert error={send.error} />
        <Group justify="flex-end">
          <CopyButton value={url}>
            {({ copied, copy }) => (
              <Button variant="default" onClick={copy}>
                {copied ? t('copied') : t('copy')}
              </Button>
            )}
          </CopyButton>
          <Button onClick={() => setAsking(true)} data-testid="reg-qr-send">
            {t('send')}
          </Button>
        </Group>
      </Stack>
      <YesNoDialog
        opened={asking}
        message={t('sendConfirm')}
        yes={t('yes')}
        no={t('no')}
        pending={send.isPending}
        onNo={() => setAsking(false)}
        onYes={() =>
          send.mutate(
            {
              url: path,
              posterImgLink: media.posterImgLink ?? null,
              videoLink: media.videoLink ?? null,
              slideLink: media.slideLink ?? null,
            },
            {
              onSettled: () => setAsking(false),
              onSuccess: () => notifications.show({ color: 'green', message: t('sent'), autoClose: 3000 }),
            },
          )
        }
        testId="reg-qr-send-confirm"
      />
    </Modal>
  );
}

/** The button that opens the modal, shown to admins and active teachers only. */
export function RegistrationQrButton(props: { eventId?: string | null; media?: Media }) {
  const { t } = useTranslation(NS);
  const { user } = useSession();
  const [opened, setOpened] = useState(false);
  if (!user || !isStaffMember(user)) return null;
  return (
    <>
      <Button
        variant="light"
        w="fit-content"
        size={props.eventId ? 'sm' : undefined}
        onClick={() => setOpened(true)}
        data-testid={props.eventId ? 'event-share-open' : 'reg-qr-open'}
      >
        {t(props.eventId ? 'eventButton' : 'button')}
      </Button>
      {opened && <RegistrationQrModal opened onClose={() => setOpened(false)} {...props} />}
    </>
  );
}
