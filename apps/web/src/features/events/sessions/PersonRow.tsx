import { Anchor, Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang, useOptionLabel } from '@/shared/format';
import { labelled, listSeparator } from '@/shared/labelled';
import { NS } from './locales';
import { personName, type SessionPerson, schoolName } from './session-list-view';

interface PersonRowProps {
  person: SessionPerson;
  /** Opens the vote modal. */
  onOpen?: ((person: SessionPerson) => void) | undefined;
  /** Extra badges on the right (likes, rank, my reaction). */
  aside?: ReactNode;
  /** A drag handle on the left (shortlist). */
  handle?: ReactNode;
}

/** One person on a session list: name and school for everyone; staff also get the details of spec 1 §6. */
export function PersonRow({ person, onOpen, aside, handle }: PersonRowProps) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const option = useOptionLabel();
  const d = person.details;
  const teacher = person.teacher;
  const body = (
    <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
      <Group gap="xs" wrap="nowrap">
        <Text fw={600} truncate>
          {personName(person, lang)}
        </Text>
        {person.kind === 'teacher' && <Badge variant="light">{t('person.teacher')}</Badge>}
      </Group>
      <Text size="sm" c="dimmed" truncate>
        {schoolName(person, lang)}
      </Text>
      {d && (
        <Text size="xs" c="dimmed" data-testid="person-details">
          {[
            d.class,
            d.district && labelled(lang, t('person.district'), option('district', d.district)),
            d.band && labelled(lang, t('person.band'), d.band),
            d.rankInForm && labelled(lang, t('person.rankInForm'), d.rankInForm),
            d.electives.length > 0 &&
              labelled(lang, t('person.electives'), d.electives.join(listSeparator(lang))),
            d.yearDSE && labelled(lang, t('person.yearDSE'), d.yearDSE),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      )}
      {teacher && (
        <Text size="xs" c="dimmed" data-testid="teacher-details">
          {[
            teacher.schoolRoles.length > 0 &&
              labelled(
                lang,
                t('person.schoolRoles'),
                teacher.schoolRoles.map((role) => option('schoolRoles', role)).join(listSeparator(lang)),
              ),
            teacher.classRoles.length > 0 &&
              labelled(
                lang,
                t('person.classRoles'),
                teacher.classRoles
                  .map((c) => `${option('schoolRoles', c.role)} ${c.classes.join(listSeparator(lang))}`)
                  .join(listSeparator(lang)),
              ),
            teacher.email && labelled(lang, t('person.email'), teacher.email),
            labelled(lang, t('person.phone'), teacher.phone),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      )}
    </Stack>
  );
  return (
    <Paper withBorder p="xs" data-testid="person-row" data-user-id={person.userId}>
      <Group wrap="nowrap" gap="xs" align="center">
        {handle}
        {onOpen ? (
          <UnstyledButton
            onClick={() => onOpen(person)}
            style={{ flex: 1, minWidth: 0 }}
            data-testid="person-open"
          >
            {body}
          </UnstyledButton>
        ) : (
          body
        )}
        {d && (
          <Anchor href={d.whatsAppLink} target="_blank" rel="noreferrer" size="sm">
            {t('person.whatsApp')}
          </Anchor>
        )}
        {aside}
      </Group>
    </Paper>
  );
}
