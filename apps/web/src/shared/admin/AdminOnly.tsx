import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/shared/session';
import { NS } from './locales';

/** Says plainly that a page is for admins; the server refuses the calls anyway. */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation(NS);
  const { user } = useSession();
  if (!user?.isAdmin) {
    return (
      <Alert color="yellow" variant="light">
        {t('adminOnly')}
      </Alert>
    );
  }
  return children;
}
