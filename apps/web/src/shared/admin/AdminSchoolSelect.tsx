import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '@/shared/api';
import { localName, useLang } from '@/shared/format';
import { NS } from './locales';

/** Admins look at any school, the demo and house schools included (show-all). */
export function AdminSchoolSelect({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const trpc = useTRPC();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const current = useQuery({
    ...trpc.schools.getSchoolById.queryOptions({ schoolId: value }),
    staleTime: 300_000,
  });
  const currentLabel = current.data ? localName(current.data, lang) : '';
  // The box shows the chosen school's name: that is not a search until the admin types something else.
  const term = debounced === currentLabel ? '' : debounced;
  const found = useQuery({
    ...trpc.schools.getSchools.queryOptions({ search: term || undefined, showAll: true }),
    staleTime: 300_000,
  });
  const options = new Map<string, string>();
  if (current.data) options.set(current.data.id, currentLabel);
  for (const school of found.data?.items ?? []) options.set(school.id, localName(school, lang));

  return (
    <Select
      label={t('schoolSelect.label')}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      data={[...options].map(([id, label]) => ({ value: id, label }))}
      value={value}
      onChange={(id) => id && onChange(id)}
      allowDeselect={false}
      nothingFoundMessage={t('schoolSelect.none')}
      maw={420}
    />
  );
}
