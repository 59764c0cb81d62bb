import { Button, Card, List, Stack, Text, Title } from '@mantine/core';
import { PREVIOUS_RESPONSES_SHOWN } from '@waypoint/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime, useLang } from '@/shared/format';
import { NS } from './locales';
import { ServiceResponseModal } from './TeacherResponseModal';
import { useServiceResponses, useTeacherViewer } from './use-teacher-form';

/**
 * Spec 1 §2.6 on a service's page: teachers, university clients and admins answer for the service
 * (register, survey, propose dates, publicity reports) and see the latest 10 answers to it.
 * `/survey/:id` opens the form at once.
 */
export function ServiceTeacherPanel(props: { serviceId: string; hasSessions: boolean; openForm: boolean }) {
  const { t } = useTranslation(NS);
  const viewer = useTeacherViewer();
  const [open, setOpen] = useState(props.openForm);
  if (!viewer.user || (!viewer.isStaff && !viewer.isClient)) return null;
  return (
    <Card withBorder data-testid="service-teacher-panel">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('service.title')}
        </Title>
        <Text size="sm">{t('service.intro')}</Text>
        <Button onClick={() => setOpen(true)} data-testid="service-respond">
          {t('service.respond')}
        </Button>
        <ServicePreviousResponses serviceId={props.serviceId} />
      </Stack>
      {open ? (
        <ServiceResponseModal
          serviceId={props.serviceId}
          hasSessions={props.hasSessions}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </Card>
  );
}

/** Spec 1 §2.3 / §9 'My previous responses/actions' for this service: the latest 10 the viewer may see. */
function ServicePreviousResponses({ serviceId }: { serviceId: string }) {
  const { t } = useTranslation(NS);
  const fmt = useFormatDateTime();
  const lang = useLang();
  const form = useServiceResponses(serviceId);
  const rows = (form.data?.responses ?? []).slice(0, PREVIOUS_RESPONSES_SHOWN);
  // The stored title is the English one as answered; show the option's current title in the reader's language.
  const titleOf = (optionId: string | null, stored: string | null) => {
    const option = form.data?.options.find((o) => o.id === optionId);
    return option ? (lang === 'zh-HK' && option.titleChi ? option.titleChi : option.title) : (stored ?? '');
  };
  return (
    <Stack gap={4} data-testid="service-previous-responses">
      <Title order={3} size="h5">
        {t('previous.title')}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('previous.empty')}
        </Text>
      ) : (
        <List size="sm">
          {rows.map((r) => (
            <List.Item key={r.id} data-testid="service-previous-response">
              {titleOf(r.optionId, r.response)}
              {r.sessionId && r.eventName ? ` · ${r.eventName}` : ''}
              {r.targetClass ? ` · ${t('previous.classLabel', { className: r.targetClass })}` : ''}
              {r.questionAnswers.length > 0 ? ` · ${r.questionAnswers.map((a) => a.answer).join(', ')}` : ''}{' '}
              ·{' '}
              <Text span size="xs" c="dimmed">
                {r.userName ? `${r.userName} · ` : ''}
                {fmt(r.updatedAt)}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
