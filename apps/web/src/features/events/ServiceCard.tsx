import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { inferOutput } from '@trpc/tanstack-react-query';
import { formsLabel } from '@waypoint/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Api, useTRPC, useTRPCClient } from '@/shared/api';
import { localName, useLang, useOptionLabel } from '@/shared/format';
import { useLoginModal } from '@/shared/login-modal';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { NS } from './locales';
import { ParentConsentTile } from './ParentConsentTile';

export type ServiceItem = inferOutput<Api['services']['getServices']>['services'][number];

/** A service tile; consent programmes (Bluebird Seed) take a service response and show the consent state. */
export function ServiceCard({
  service,
  signedIn,
  userId,
  linkTitle = true,
}: {
  service: ServiceItem;
  signedIn: boolean;
  userId?: string | null;
  linkTitle?: boolean;
}) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const option = useOptionLabel();
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const { openLogin } = useLoginModal();
  const respond = useMutation({
    mutationFn: (response: 'Yes' | 'No') =>
      client.services.upsertServiceResponse.mutate({
        serviceId: service.id,
        response,
        userId: userId ?? null,
      }),
    onSuccess: (_r, response) => {
      notifications.show({
        color: 'green',
        message: response === 'Yes' ? t('services.toastApplied') : t('services.toastWithdrawn'),
      });
      void queryClient.invalidateQueries({ queryKey: trpc.services.pathKey() });
    },
  });
  const name = localName(service, lang);
  const applied = service.userResponse === 'Yes';
  return (
    <Card withBorder radius="md" data-testid={`service-card-${service.id}`}>
      <Stack gap={6}>
        {linkTitle ? (
          <Anchor component={Link} to={`/services/${service.id}`} fw={600} c="inherit">
            {name}
          </Anchor>
        ) : (
          <Text fw={600}>{name}</Text>
        )}
        <Group gap={6}>
          {service.nature ? (
            <Badge variant="light" data-testid="service-nature">
              {option('serviceNature', service.nature)}
            </Badge>
          ) : null}
          {service.targetForms.length > 0 ? (
            <Text size="sm" c="dimmed">
              {t('services.forms', {
                forms:
                  formsLabel(service.targetForms, lang) ??
                  service.targetForms
                    .map((f) => option('studentForm', f))
                    .join(lang === 'zh-HK' ? '、' : ', '),
              })}
            </Text>
          ) : null}
        </Group>
        {service.needParentConsent ? (
          <Group gap="xs">
            {!signedIn ? (
              <Button size="xs" variant="light" onClick={openLogin}>
                {t('services.loginToApply')}
              </Button>
            ) : applied ? (
              <>
                <Badge color="green">{t('services.applied')}</Badge>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  onClick={() => respond.mutate('No')}
                  loading={respond.isPending}
                >
                  {t('services.withdraw')}
                </Button>
              </>
            ) : (
              <Button
                size="xs"
                onClick={() => respond.mutate('Yes')}
                loading={respond.isPending}
                data-testid="service-apply"
              >
                {t('services.apply')}
              </Button>
            )}
          </Group>
        ) : null}
        {service.parentConsent ? (
          <ParentConsentTile target={service.id} obtained={service.parentConsent === 'obtained'} />
        ) : null}
        {respond.error ? <ErrorAlert error={respond.error} /> : null}
      </Stack>
    </Card>
  );
}
