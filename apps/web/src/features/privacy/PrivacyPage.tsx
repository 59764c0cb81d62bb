import { Anchor, Divider, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type CollectionStatement, collectionStatement, type PicsDataCategory } from '@waypoint/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTRPC } from '@/shared/api';
import { useLang } from '@/shared/format';
import { labelled } from '@/shared/labelled';
import { useSession } from '@/shared/session';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { PageTitle } from '@/shared/ui/PageTitle';
import { NS } from './locales';

/**
 * /privacy: the Personal Information Collection Statement (issue 23 item 1), public so that registration can
 * link to it. Its words live in the domain with their version; a signed-in person also sees their school's
 * own contact for data requests.
 */
export default function PrivacyPage() {
  const { t } = useTranslation(NS);
  const statement = collectionStatement(useLang());
  return (
    <Stack gap="lg" maw={860}>
      <Stack gap={4}>
        <PageTitle>{statement.title}</PageTitle>
        <Text size="sm" c="dimmed" data-testid="pics-version">
          {t('version', { version: statement.version })}
        </Text>
      </Stack>
      <Text>{statement.intro}</Text>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          {statement.sections.map((section, index) => (
            <Stack
              key={section.id}
              gap="xs"
              component="section"
              aria-labelledby={`pics-${section.id}`}
              data-testid={`pics-section-${section.id}`}
            >
              <Title order={2} size="h4" id={`pics-${section.id}`}>
                {index + 1}. {section.title}
              </Title>
              {section.paragraphs.map((paragraph) => (
                <Text key={paragraph} size="sm">
                  {paragraph}
                </Text>
              ))}
              {section.id === 'data' && <DataTable data={statement.data} />}
              {section.id === 'correction' && <CorrectionLists statement={statement} />}
              {section.id === 'contact' && <SchoolContact />}
            </Stack>
          ))}
        </Stack>
      </Paper>
    </Stack>
  );
}

function DataTable({ data }: { data: PicsDataCategory[] }) {
  const { t } = useTranslation(NS);
  return (
    <Stack gap="sm" data-testid="pics-data">
      {data.map((category) => (
        <Paper key={category.id} withBorder p="sm" radius="sm" data-testid={`pics-data-${category.id}`}>
          <Text size="sm" fw={600}>
            {category.what}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" mt="xs">
            <Fact label={t('why')} value={category.why} />
            <Fact label={t('whoSees')} value={category.whoSees} />
            <Fact label={t('kept')} value={category.kept} />
          </SimpleGrid>
        </Paper>
      ))}
    </Stack>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" fw={600} c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </Stack>
  );
}

function CorrectionLists({ statement }: { statement: CollectionStatement }) {
  const { t } = useTranslation(NS);
  const { user } = useSession();
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        {t('selfCorrected')}
      </Text>
      <List size="sm">
        {statement.selfCorrected.map((field) => (
          <List.Item key={field}>{field}</List.Item>
        ))}
      </List>
      {user && (
        <Anchor component={Link} to="/profile?tab=edit" size="sm">
          {t('profileLink')}
        </Anchor>
      )}
      <Text size="sm" fw={600}>
        {t('correctedByStaff')}
      </Text>
      <List size="sm">
        {statement.correctedByStaff.map((field) => (
          <List.Item key={field}>{field}</List.Item>
        ))}
      </List>
    </Stack>
  );
}

function SchoolContact() {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const { user } = useSession();
  const trpc = useTRPC();
  const contact = useQuery({ ...trpc.schools.getMyDataRequestContact.queryOptions(), enabled: !!user });
  let body: React.ReactNode;
  if (!user) body = <Text size="sm">{t('schoolContact.signIn')}</Text>;
  else if (contact.isPending) body = <Text size="sm">{t('loading')}</Text>;
  else if (contact.isError) body = <ErrorAlert error={contact.error} />;
  else if (!contact.data.name && !contact.data.email && !contact.data.phone)
    body = <Text size="sm">{t('schoolContact.none')}</Text>;
  else {
    const { name, email, phone } = contact.data;
    body = (
      <Stack gap={2}>
        {name && <Text size="sm">{labelled(lang, t('schoolContact.name'), name)}</Text>}
        {email && (
          <Text size="sm">
            {labelled(lang, t('schoolContact.email'), '')}
            <Anchor href={`mailto:${email}`} inherit>
              {email}
            </Anchor>
          </Text>
        )}
        {phone && <Text size="sm">{labelled(lang, t('schoolContact.phone'), phone)}</Text>}
      </Stack>
    );
  }
  return (
    <Stack gap="xs" data-testid="pics-school-contact">
      <Divider />
      <Text size="sm" fw={600}>
        {t('schoolContact.title')}
      </Text>
      {body}
    </Stack>
  );
}
