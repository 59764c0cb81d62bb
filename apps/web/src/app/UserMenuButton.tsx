import { Avatar, Text, UnstyledButton, type UnstyledButtonProps } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@/shared/api';
import { ChevronDownIcon } from '@/shared/ui/icons';

export function displayName(user: User): string {
  return user.preferredName || user.fullName;
}

type Props = { user: User } & UnstyledButtonProps & Omit<ComponentPropsWithRef<'button'>, 'color' | 'style'>;

/** The header's account button: drawn at once; the menu it opens (UserMenu) loads when it is wanted. */
export function UserMenuButton({ user, ...rest }: Props) {
  const { t } = useTranslation();
  const name = displayName(user);
  return (
    <UnstyledButton
      data-testid="user-menu"
      aria-label={t('header.accountMenu', { name })}
      aria-haspopup="menu"
      c="white"
      style={{ display: 'flex', alignItems: 'center', gap: 6 }}
      {...rest}
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
  );
}
