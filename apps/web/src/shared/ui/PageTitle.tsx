import { Title, type TitleProps } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

/**
 * Every page has one h1, with the selector the end-to-end tests use. It also names the browser tab,
 * which is what a screen reader announces after a page change.
 */
export function PageTitle({
  children,
  ...props
}: Omit<TitleProps, 'order' | 'children'> & { children: string }) {
  const { t } = useTranslation();
  useDocumentTitle(`${children} · ${t('brand.name')}`);
  return (
    <Title order={1} size="h2" data-testid="page-title" {...props}>
      {children}
    </Title>
  );
}
