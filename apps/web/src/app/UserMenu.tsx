import { Menu } from '@mantine/core';
import { SWITCHABLE_APP_ROLES } from '@waypoint/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { User } from '@/shared/api';
import { useSignOut } from '@/shared/session';
import { CheckIcon } from '@/shared/ui/icons';
import { useAppRoleSwitch } from './app-role';
import { displayName, UserMenuButton } from './UserMenuButton';

export interface UserMenuProps {
  user: User;
  /** Opened at once: the person clicked the button before this code had arrived (UserMenuSlot). */
  defaultOpened?: boolean;
  /** The button drawn before this code arrived had the focus; this one takes it over. */
  focusOnMount?: boolean;
}

/** Loaded only when wanted (UserMenuSlot): the menu and its positioning code stay out of the first screen. */
export default function UserMenu({ user, defaultOpened = false, focusOnMount = false }: UserMenuProps) {
  const { t } = useTranslation();
  const { signOut } = useSignOut();
  const { role, choose } = useAppRoleSwitch();
  const name = displayName(user);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusOnMount) button.current?.focus();
  }, [focusOnMount]);

  return (
    <Menu position="bottom-end" width={240} withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        <UserMenuButton ref={button} user={user} />
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
