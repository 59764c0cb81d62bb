import { AppShell, Group, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { User } from '@/shared/api';
import { HeaderNav } from './HeaderNav';
import { HEADER_COLORS, headerVariant } from './header-variant';
import { LanguageSwitch } from './LanguageSwitch';
import { SignInButton } from './SignInButton';
import { ThemeToggle } from './ThemeToggle';
import { UserMenuSlot } from './UserMenuSlot';

interface HeaderProps {
  user: User | null;
  loading: boolean;
  withNav: boolean;
}

/** Spec 1 §2.9: university students and clients (and staff) each get their own banner colour and title. */
export function Header({ user, loading, withNav }: HeaderProps) {
  const { t } = useTranslation();
  const variant = headerVariant(user);
  return (
    <AppShell.Header
      data-testid="app-header"
      data-variant={variant}
      bg={HEADER_COLORS[variant]}
      c="white"
      withBorder={false}
    >
      <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
        {/* No aria-label: the link is named by the words it shows, as a voice user would say them. */}
        <UnstyledButton component={Link} to="/home" c="white" title={t('header.homeLink')}>
          <Group gap={6} wrap="nowrap">
            <Text fw={800} size="lg" lh={1}>
              {t('brand.name')}
            </Text>
            {variant !== 'default' && (
              <Text size="sm" fw={500} lh={1} opacity={0.9} visibleFrom="xs">
                {t(`header.titles.${variant}`)}
              </Text>
            )}
          </Group>
        </UnstyledButton>
        {withNav && <HeaderNav />}
        <Group gap={4} wrap="nowrap">
          <LanguageSwitch />
          <ThemeToggle />
          {user ? <UserMenuSlot user={user} /> : loading ? null : <SignInButton />}
        </Group>
      </Group>
    </AppShell.Header>
  );
}
