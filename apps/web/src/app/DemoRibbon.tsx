import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '@/shared/api';

/**
 * While the database holds demo schools and people, every page says so, in both languages (Traditional
 * Chinese first) whichever is chosen: a teacher trying Waypoint must not type in a real student's details.
 * It sits in the page's flow under the header, so it never covers content, and scrolls away with it.
 */
/**
 * The server marks a demo's page (`<html data-demo>`, apps/server/src/http/page-shell.ts), so the ribbon is
 * there from the first render: drawn when the app's data arrived, it pushed the whole page down.
 */
function markedDemoByServer(): boolean {
  return typeof document !== 'undefined' && document.documentElement.hasAttribute('data-demo');
}

export function DemoRibbon() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  // Whether demo data exists changes only with the database: asked once beside the session, not per page.
  const appData = useQuery({ ...trpc.app.getAppData.queryOptions(), staleTime: 10 * 60_000 });
  if (!(appData.data?.demo ?? markedDemoByServer())) return null;
  return (
    <Text
      role="note"
      data-testid="demo-ribbon"
      size="xs"
      fw={600}
      ta="center"
      px="xs"
      py={4}
      bg="yellow.3"
      c="dark.9"
    >
      <span lang="zh-HK">{t('demo.ribbon', { lng: 'zh-HK' })}</span>
      {' · '}
      <span lang="en">{t('demo.ribbon', { lng: 'en' })}</span>
    </Text>
  );
}
