import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { NS } from './locales';

const PAGES = ['/admin/outbox', '/admin/settings'] as const;

/** Moves between the admin pages. */
export function AdminNav() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <Tabs value={pathname} onChange={(to) => to && navigate(to)}>
      <Tabs.List>
        {PAGES.map((page) => (
          <Tabs.Tab key={page} value={page}>
            {t(`nav.${page === '/admin/outbox' ? 'outbox' : 'settings'}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
