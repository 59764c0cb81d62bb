import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '@/shared/session';
import { activeTab, tabsFor } from './tabs';

/** The tabs as header links on screens wide enough for them. */
export function HeaderNav() {
  const { t } = useTranslation();
  const tabs = tabsFor(useSession().user?.appRole);
  const current = activeTab(useLocation().pathname, tabs);
  return (
    <Group component="nav" gap={4} visibleFrom="sm" aria-label={t('tabs.label')}>
      {tabs.map((tab) => (
        <Button
          key={tab.key}
          component={Link}
          to={tab.to}
          variant={current === tab.key ? 'white' : 'subtle'}
          color={current === tab.key ? undefined : 'white'}
          size="compact-md"
          aria-current={current === tab.key ? 'page' : undefined}
        >
          {t(`tabs.${tab.key}`)}
        </Button>
      ))}
    </Group>
  );
}
