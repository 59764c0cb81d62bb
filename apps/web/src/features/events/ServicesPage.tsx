import { Alert, Loader, SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '@/shared/api';
import { useSession } from '@/shared/session';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { PageTitle } from '@/shared/ui/PageTitle';
import { NS } from './locales';
import { ServiceCard } from './ServiceCard';

/** /services (alias /survey): the active services. */
export default function ServicesPage() {
  const { t } = useTranslation(NS);
  const trpc = useTRPC();
  const { user } = useSession();
  const list = useQuery(trpc.services.getServices.queryOptions());
  return (
    <Stack gap="md" p="md" maw={1100} mx="auto" w="100%">
      <PageTitle>{t('services.title')}</PageTitle>
      {list.isPending ? <Loader aria-label={t('services.loading')} /> : null}
      {list.error ? <ErrorAlert error={list.error} /> : null}
      {list.data && list.data.services.length === 0 ? <Alert>{t('services.empty')}</Alert> : null}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {list.data?.services.map((s) => (
          <ServiceCard key={s.id} service={s} signedIn={!!user} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
