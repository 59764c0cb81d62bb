import {
  Button,
  Center,
  Input,
  Loader,
  Modal,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue, useDisclosure, useIntersection } from '@mantine/hooks';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type School, useTRPC } from '@/shared/api';
import { localName, useLang } from '@/shared/format';
import { ChevronDownIcon, PlusIcon, SearchIcon } from './icons';
import classes from './SchoolPicker.module.css';

/** A school from the list, or a name typed by someone whose school is not listed yet. */
export type SchoolChoice = { kind: 'existing'; school: School } | { kind: 'new'; name: string };

interface SchoolPickerProps {
  value: SchoolChoice | null;
  onChange: (choice: SchoolChoice) => void;
  label: string;
  error?: React.ReactNode;
  required?: boolean;
}

/** Spec 2 "School select modal" (single choice): search, an endless list, or add the typed school. */
export function SchoolPicker({ value, onChange, label, error, required }: SchoolPickerProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const [opened, { open, close }] = useDisclosure(false);
  const shown = value === null ? '' : value.kind === 'existing' ? localName(value.school, lang) : value.name;

  return (
    <>
      <Input.Wrapper label={label} required={required} error={error}>
        <Input
          component="button"
          type="button"
          pointer
          onClick={open}
          rightSection={<ChevronDownIcon size={16} />}
          aria-haspopup="dialog"
          error={Boolean(error)}
        >
          {shown || <Input.Placeholder>{t('school.choose')}</Input.Placeholder>}
        </Input>
      </Input.Wrapper>
      <Modal opened={opened} onClose={close} title={t('school.title')} size="lg">
        {opened && (
          <SchoolSearch
            onPick={(choice) => {
              onChange(choice);
              close();
            }}
          />
        )}
      </Modal>
    </>
  );
}

function SchoolSearch({ onPick }: { onPick: (choice: SchoolChoice) => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const trpc = useTRPC();
  const [search, setSearch] = useState('');
  // Ask the server after a pause in typing, not at every key.
  const [debounced] = useDebouncedValue(search, 300);
  const typed = debounced.trim();
  const schools = useInfiniteQuery(
    trpc.schools.getSchools.infiniteQueryOptions(
      { search: typed || undefined, showAll: false },
      { getNextPageParam: (last) => last.nextCursor, staleTime: 5 * 60_000 },
    ),
  );
  const { ref: sentinel, entry } = useIntersection({ threshold: 0.1 });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = schools;
  useEffect(() => {
    if (entry?.isIntersecting && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [entry?.isIntersecting, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const items = schools.data?.pages.flatMap((page) => page.items) ?? [];
  const offerNew = typed !== '' && !schools.isPending && items.length === 0;

  return (
    <Stack gap="sm">
      <TextInput
        aria-label={t('school.search')}
        placeholder={t('school.search')}
        leftSection={<SearchIcon size={16} />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        data-autofocus
      />
      <ScrollArea.Autosize mah="55vh" type="auto">
        <Stack gap={4}>
          {items.map((school) => (
            <UnstyledButton
              key={school.id}
              className={classes.option}
              p="xs"
              onClick={() => onPick({ kind: 'existing', school })}
            >
              <Text size="sm" fw={500}>
                {localName(school, lang)}
              </Text>
              {lang === 'zh-HK' && school.nameChi && (
                <Text size="xs" c="dimmed">
                  {school.name}
                </Text>
              )}
            </UnstyledButton>
          ))}
          {offerNew && (
            <Button
              variant="light"
              leftSection={<PlusIcon size={16} />}
              onClick={() => onPick({ kind: 'new', name: typed })}
            >
              {t('school.addNew', { name: typed })}
            </Button>
          )}
          {schools.isPending || isFetchingNextPage ? (
            <Center p="sm">
              <Loader size="sm" aria-label={t('loading')} />
            </Center>
          ) : (
            <div ref={sentinel} style={{ height: 1 }} />
          )}
        </Stack>
      </ScrollArea.Autosize>
    </Stack>
  );
}
