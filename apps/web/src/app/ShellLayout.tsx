import { AppShell, Center, Container, Loader } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useSession } from '@/shared/session';
import { Header } from './Header';
import { TabBar } from './TabBar';

const HEADER_HEIGHT = 56;
const TAB_BAR_HEIGHT = 60;

export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="40vh">
      <Loader aria-label={t('loading')} />
    </Center>
  );
}

/**
 * The frame of every page: header always; the four tabs for the tabbed pages (spec 1 §2.1), as a bottom
 * bar on phones and as header links from the sm breakpoint.
 */
export function ShellLayout({ tabs }: { tabs: boolean }) {
  const { user, loading } = useSession();
  // Read at once (not after a first render) so that wide screens never flash the phone tab bar.
  const wide = useMediaQuery('(min-width: 48em)', undefined, { getInitialValueInEffect: false });
  const showTabBar = tabs && !wide;
  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      footer={{ height: TAB_BAR_HEIGHT, collapsed: !showTabBar }}
      padding={0}
    >
      <Header user={user} loading={loading} withNav={tabs} />
      <AppShell.Main>
        <Container size="lg" px={{ base: 'sm', sm: 'md' }} py="md">
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Container>
      </AppShell.Main>
      {showTabBar && (
        <AppShell.Footer>
          <TabBar />
        </AppShell.Footer>
      )}
    </AppShell>
  );
}
