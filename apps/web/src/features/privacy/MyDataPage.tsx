import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/shared/ui/PageTitle';
import { NS } from './locales';
import { MyDataAccessLog } from './MyDataAccessLog';
import { MyDataDeletion } from './MyDataDeletion';
import { MyDataDownload } from './MyDataDownload';

/**
 * /my-data: a signed-in person's rights over their own data (PDPO DPP6 and DPP4, issue 23): download it all,
 * see which staff opened it, and ask for the account to be deleted (with a grace period to change one's mind).
 */
export default function MyDataPage() {
  const { t } = useTranslation(NS);
  return (
    <Stack gap="lg" maw={860}>
      <PageTitle>{t('myData.title')}</PageTitle>
      <Text>{t('myData.intro')}</Text>
      <MyDataDownload />
      <MyDataAccessLog />
      <MyDataDeletion />
    </Stack>
  );
}
