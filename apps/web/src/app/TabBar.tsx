import { Group, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '@/shared/session';
import { CalendarIcon, CompassIcon, HomeIcon, SchoolIcon, UserIcon } from '@/shared/ui/icons';
import classes from './TabBar.module.css';
import { activeTab, type TabKey, tabsFor } from './tabs';

const ICONS: Record<TabKey, ReactNode> = {
  home: <HomeIcon />,
  explore: <CompassIcon />,
  events: <CalendarIcon />,
  school: <SchoolIcon />,
  profile: <UserIcon />,
};

/** The bottom tab bar on phones (hidden from the sm breakpoint, where the header carries the tabs). */
export function TabBar() {
  const { t } = useTranslation();
  const tabs = tabsFor(useSession().user?.appRole);
  const current = activeTab(useLocation().pathname, tabs);
  return (
    <Group component="nav" grow gap={0} h="100%" aria-label={t('tabs.label')} data-testid="tab-bar">
      {tabs.map((tab) => (
        <UnstyledButton
          key={tab.key}
          component={Link}
          to={tab.to}
          className={classes.tab}
          data-testid={`tab-${tab.key}`}
          data-active={current === tab.key || undefined}
          aria-current={current === tab.key ? 'page' : undefined}
        >
          {ICONS[tab.key]}
          <Text span size="xs" fw={500}>
            {t(`tabs.${tab.key}`)}
          </Text>
        </UnstyledButton>
      ))}
    </Group>
  );
}
