import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import { SWITCHABLE_APP_ROLES } from '@waypoint/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { User } from '@/shared/api';
import { useSignOut } from '@/shared/session';
import { CheckIcon, ChevronDownIcon } from '@/shared/ui/icons';
import { useAppRoleSwitch } from './app-role';

function displayName(user: User): string {
  return user.preferredName || user.fullName;
}

/** Loaded only for signed-in people: the menu and its positioning code stay out of a visitor's download. */
export default function UserMenu({ user }: { user: User }) {
  const { t } = useTranslation();
  const { signOut } = useSignOut();
  const { role, choose } = useAppRoleSwitch();
  const name = displayName(user);

  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        <UnstyledButton
          data-testid="user-menu"
          aria-label={t('header.accountMenu', { name })}
          c="white"
          style={{ display: 'flex', alignItems: 'center', gap: 6 }}
        >
          <Avatar
            src={user.profilePic}
            alt=""
            size={30}
            radius="xl"
            variant="filled"
            color="navy"
            name={name}
            aria-hidden
          />
          <Text size="sm" fw={500} visibleFrom="sm" maw={140} truncate="end">
            {name}
          </Text>
          <ChevronDownIcon size={14} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{name}</Menu.Label>
        <Menu.Item component={Link} to="/profile">
          {t('menu.profile')}
        </Menu.Item>
        <Menu.Item component={Link} to="/profile?tab=password">
          {t('menu.changePassword')}
        </Menu.Item>
        <Menu.Item component={Link} to="/feedback">
          {t('menu.feedback')}
        </Menu.Item>
        {user.isAdmin && (
          <>
            <Menu.Divider />
            <Menu.Label>{t('menu.admin')}</Menu.Label>
            <Menu.Item component={Link} to="/admin/outbox">
              {t('menu.outbox')}
            </Menu.Item>
            <Menu.Item component={Link} to="/admin/settings">
              {t('menu.appSettings')}
            </Menu.Item>
            <Menu.Divider />
            <Menu.Label>{t('menu.viewAs')}</Menu.Label>
            {[null, ...SWITCHABLE_APP_ROLES].map((option) => (
              <Menu.Item
                key={option ?? 'admin'}
                onClick={() => choose(option)}
                rightSection={role === option ? <CheckIcon size={14} /> : null}
                aria-current={role === option ? 'true' : undefined}
              >
                {t(`roles.${option ?? 'admin'}`)}
              </Menu.Item>
            ))}
          </>
        )}
        <Menu.Divider />
        <Menu.Item color="red" onClick={signOut}>
          {t('menu.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
