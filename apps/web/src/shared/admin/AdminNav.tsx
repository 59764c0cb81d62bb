import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { NS } from './locales';

const PAGES = [
  { path: '/admin/outbox', label: 'nav.outbox' },
  { path: '/admin/settings', label: 'nav.settings' },
  { path: '/admin/program-reports', label: 'nav.programReports' },
  { path: '/admin/whatsapp', label: 'nav.whatsapp' },
  { path: '/admin/booking', label: 'nav.booking' },
  { path: '/admin/ai', label: 'nav.ai' },
  { path: '/admin/privacy', label: 'nav.privacy' },
  // Client accounts to approve live with the clients' programmes (decision 018).
  { path: '/jobex?tab=clients', label: 'nav.clients' },
] as const;

/** Moves between the admin pages. */
export function AdminNav() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <Tabs value={pathname} onChange={(to) => to && navigate(to)}>
      <Tabs.List>
        {PAGES.map((page) => (
          <Tabs.Tab key={page.path} value={page.path}>
            {t(page.label)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
