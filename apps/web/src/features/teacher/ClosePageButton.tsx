import { CloseButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NS } from './locales';

/** Standalone pages have no tabs: a close button takes the person where the spec says the page returns. */
export function ClosePageButton({ to }: { to: string }) {
  const { t } = useTranslation(NS);
  return <CloseButton component={Link} to={to} size="lg" aria-label={t('close')} data-testid="close-page" />;
}
