import {
  Button,
  Center,
  Group,
  Input,
  Loader,
  Modal,
  Pill,
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
import { CheckIcon, ChevronDownIcon, PlusIcon, SearchIcon } from './icons';
import classes from './SchoolPicker.module.css';

/** A school from the list, or a name typed by someone whose school is not listed yet. */
export type SchoolChoice = { kind: 'existing'; school: School } | { kind: 'new'; name: string };

interface CommonProps {
  label: string;
  error?: React.ReactNode;
  required?: boolean;
  /** Lists the hidden schools too (demo, beacon1, beacon3, beacon4); the server allows it to admins only. */
  showAll?: boolean;
}

interface SingleProps extends CommonProps {
  multiple?: false;
  value: SchoolChoice | null;
  onChange: (choice: SchoolChoice) => void;
}

interface MultipleProps extends CommonProps {
  multiple: true;
  value: readonly SchoolChoice[];
  onChange: (choices: SchoolChoice[]) => void;
}

type SchoolPickerProps = SingleProps | MultipleProps;

function choiceKey(choice: SchoolChoice): string {
  return choice.kind === 'existing' ? `id:${choice.school.id}` : `new:${choice.name.toLocaleLowerCase()}`;
}

/**
 * Spec 2 "School select modal": search, an endless list, or add the typed school. One school ('Your
 * school') or, with `multiple`, several ('Select schools') shown as chips and confirmed with Done.
 */
export function SchoolPicker(props: SchoolPickerProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const [opened, { open, close }] = useDisclosure(false);
  const nameOf = (choice: SchoolChoice) =>
    choice.kind === 'existing' ? localName(choice.school, lang) : choice.name;
  const shown = props.multiple
    ? props.value.map(nameOf).join(', ')
    : props.value === null
      ? ''
      : nameOf(props.value);

  return (
    <>
      <Input.Wrapper label={props.label} required={props.required} error={props.error}>
        <Input
          component="button"
          type="button"
          pointer
          onClick={open}
          rightSection={<ChevronDownIcon size={16} />}
          aria-haspopup="dialog"
          error={Boolean(props.error)}
        >
          {shown || (
            <Input.Placeholder>{t(props.multiple ? 'school.chooseMany' : 'school.choose')}</Input.Placeholder>
          )}
        </Input>
      </Input.Wrapper>
      <Modal
        opened={opened}
        onClose={close}
        title={t(props.multiple ? 'school.titleMany' : 'school.title')}
        size="lg"
      >
        {opened &&
          (props.multiple ? (
            <MultipleSchools
              initial={props.value}
              showAll={props.showAll}
              nameOf={nameOf}
              onDone={(choices) => {
                props.onChange(choices);
                close();
              }}
            />
          ) : (
            <SchoolSearch
              showAll={props.showAll}
              onPick={(choice) => {
                props.onChange(choice);
                close();
              }}
            />
          ))}
      </Modal>
    </>
  );
}

function MultipleSchools({
  initial,
  showAll,
  nameOf,
  onDone,
}: {
  initial: readonly SchoolChoice[];
  showAll?: boolean;
  nameOf: (choice: SchoolChoice) => string;
  onDone: (choices: SchoolChoice[]) => void;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<SchoolChoice[]>([...initial]);
  const keys = new Set(chosen.map(choiceKey));
  const toggle = (choice: SchoolChoice) => {
    const key = choiceKey(choice);
    setChosen((list) =>
      list.some((c) => choiceKey(c) === key) ? list.filter((c) => choiceKey(c) !== key) : [...list, choice],
    );
  };

  return (
    <Stack gap="sm">
      {chosen.length > 0 && (
        <Group gap={6} data-testid="chosen-schools">
          {chosen.map((choice) => (
            <Pill
              key={choiceKey(choice)}
              withRemoveButton
              onRemove={() => toggle(choice)}
              removeButtonProps={{ 'aria-label': t('school.remove', { name: nameOf(choice) }) }}
            >
              {nameOf(choice)}
            </Pill>
          ))}
        </Group>
      )}
      <SchoolSearch showAll={showAll} onPick={toggle} isChosen={(id) => keys.has(`id:${id}`)} />
      <Button onClick={() => onDone(chosen)}>{t('school.done')}</Button>
    </Stack>
  );
}

function SchoolSearch({
  onPick,
  showAll = false,
  isChosen,
}: {
  onPick: (choice: SchoolChoice) => void;
  showAll?: boolean;
  /** Multi-select: ticks the chosen schools in the list. */
  isChosen?: (schoolId: string) => boolean;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const trpc = useTRPC();
  const [search, setSearch] = useState('');
  // Ask the server after a pause in typing, not at every key.
  const [debounced] = useDebouncedValue(search, 300);
  const typed = debounced.trim();
  const schools = useInfiniteQuery(
    trpc.schools.getSchools.infiniteQueryOptions(
      { search: typed || undefined, showAll },
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
              aria-pressed={isChosen ? isChosen(school.id) : undefined}
            >
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <div>
                  <Text size="sm" fw={500}>
                    {localName(school, lang)}
                  </Text>
                  {lang === 'zh-HK' && school.nameChi && (
                    <Text size="xs" c="dimmed">
                      {school.name}
                    </Text>
                  )}
                </div>
                {isChosen?.(school.id) && <CheckIcon size={18} color="var(--mantine-primary-color-filled)" />}
              </Group>
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
