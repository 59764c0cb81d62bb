import { Anchor, AppShell, Box, Center, Container, Group, Loader } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { useSession } from '@/shared/session';
import { DemoRibbon } from './DemoRibbon';
import { Header } from './Header';
import { useHydrated } from './HydrationGuard';
import { markPageHydrated } from './page-hydrated';
import { TabBar } from './TabBar';

const HEADER_HEIGHT = 56;
const TAB_BAR_HEIGHT = 60;
const PAGE_MIN_HEIGHT = `calc(100dvh - ${HEADER_HEIGHT}px)`;

export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="40vh">
      <Loader aria-label={t('loading')} />
    </Center>
  );
}

/**
 * Inside the page's Suspense boundary, so its effect runs once the page itself is taken over; a wrapper, not
 * a sibling, which would change the tree's shape and with it every `useId` the server drew.
 */
function PageHydrated({ children }: { children: ReactNode }) {
  useEffect(markPageHydrated, []);
  return children;
}

/** Under every page: the collection statement and the terms, reachable from anywhere (issue 23). */
function PageFooter() {
  const { t } = useTranslation();
  return (
    <Group component="footer" justify="center" gap="md" mt="xl" pt="md" data-testid="page-footer">
      <Anchor component={Link} to="/privacy" size="xs">
        {t('footer.privacy')}
      </Anchor>
      <Anchor component={Link} to="/terms-and-conditions" size="xs">
        {t('footer.terms')}
      </Anchor>
    </Group>
  );
}

/**
 * The frame of every page: header always; the four tabs for the tabbed pages (spec 1 §2.1), as a bottom
 * bar on phones and as header links from the sm breakpoint.
 */
export function ShellLayout({ tabs }: { tabs: boolean }) {
  const { user, loading } = useSession();
  // Read at once (not after a first render) so that wide screens never flash the phone tab bar; but a page
  // the server drew (decision 030) is taken over as drawn, the phone's frame, and widens right after.
  const hydrated = useHydrated();
  const wide = useMediaQuery('(min-width: 48em)', undefined, { getInitialValueInEffect: false }) && hydrated;
  const showTabBar = tabs && !wide;
  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      footer={{ height: TAB_BAR_HEIGHT, collapsed: !showTabBar }}
      padding={0}
    >
      <Header user={user} loading={loading} withNav={tabs} />
      <AppShell.Main>
        <DemoRibbon />
        <Container size="lg" px={{ base: 'sm', sm: 'md' }} py="md">
          {/* At least a screen tall, so the footer starts below the first screen: content that arrives after
              the first paint pushed a visible footer down, a layout shift on every page. */}
          <Box mih={PAGE_MIN_HEIGHT}>
            <Suspense fallback={<PageLoader />}>
              <PageHydrated>
                <Outlet />
              </PageHydrated>
            </Suspense>
          </Box>
          <PageFooter />
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
