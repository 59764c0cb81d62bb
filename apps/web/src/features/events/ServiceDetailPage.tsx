import { Alert, Anchor, Button, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { useTRPC } from '@/shared/api';
import { localName, useLang } from '@/shared/format';
import { useSession } from '@/shared/session';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { EventCard } from './EventCard';
import { NS } from './locales';
import { PhotoStrip, Poster, VideoFrame } from './MediaBlock';
import { ResponseDialog } from './ResponseDialogs';
import { ServiceCard } from './ServiceCard';
import { ServiceTeacherPanel } from './teacher/ServiceTeacherPanel';
import { useResponseFlow } from './use-response-flow';

/** /services/:id/:userId? (alias /survey/…): one service, its media, the teacher form and its sessions. */
export default function ServiceDetailPage() {
  const { id, userId } = useParams();
  const { t } = useTranslation(NS);
  const trpc = useTRPC();
  const lang = useLang();
  const { user } = useSession();
  // /survey/:id is the deep link that opens the teacher response form at once.
  const isSurveyLink = useLocation().pathname.startsWith('/survey/');
  const detail = useQuery({ ...trpc.services.getService.queryOptions({ id: id ?? '' }), enabled: !!id });
  const flow = useResponseFlow(userId ?? null);
  if (!id) return <Navigate to="/services" replace />;
  if (detail.isPending) return <Loader m="md" aria-label={t('services.loading')} />;
  if (detail.error || !detail.data)
    return (
      <Stack p="md">
        <ErrorAlert error={detail.error} />
        <Anchor component={Link} to="/services">
          {t('services.allServices')}
        </Anchor>
      </Stack>
    );
  const { service, events } = detail.data;
  const name = localName(service, lang);
  const description = (lang === 'zh-HK' ? service.descriptionChi : null) ?? service.description;
  const staff = !!user && (user.isAdmin || user.isTeacher);
  return (
    <Stack gap="md" p="md" maw={900} mx="auto" w="100%">
      <Title order={1} size="h3" data-testid="page-title">
        {name}
      </Title>
      {service.embeddedYTLink ? <VideoFrame src={service.embeddedYTLink} title={name} /> : null}
      {service.posterLink ? <Poster src={service.posterLink} alt={name} /> : null}
      {description ? <Text style={{ whiteSpace: 'pre-line' }}>{description}</Text> : null}
      {service.shootingPhotoLinks.length > 0 ? (
        <PhotoStrip photos={service.shootingPhotoLinks} alt={name} />
      ) : null}
      {service.id === 'mock-jupas' ? (
        <Button component={Link} to="/mock-jupas" data-testid="service-open-mock-jupas">
          {t('services.openMockJupas')}
        </Button>
      ) : null}
      <ServiceCard service={service} signedIn={!!user} userId={userId ?? null} linkTitle={false} />
      <ServiceTeacherPanel serviceId={service.id} hasSessions={events.length > 0} openForm={isSurveyLink} />
      <Title order={2} size="h4">
        {t('services.sessions')}
      </Title>
      {events.length === 0 ? <Alert>{t('services.noSessions')}</Alert> : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {events.map((e) => (
          <EventCard
            key={e.id}
            event={e}
            signedIn={!!user}
            canTapToWithdraw={staff}
            onAction={flow.start}
            detailHref={`/events/${e.id}${userId ? `/${userId}` : ''}`}
          />
        ))}
      </SimpleGrid>
      <ResponseDialog {...flow.dialogProps} />
    </Stack>
  );
}
