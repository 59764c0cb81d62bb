import { Badge, Card, Group, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { homeCards } from './home-cards';
import { NS } from './locales';

/** Links to the areas for the role shown; areas of later releases say "coming soon" and open an honest page. */
export function AreaCards({ appRole }: { appRole: string | null }) {
  const { t } = useTranslation(NS);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
      {homeCards(appRole).map((card) => (
        <Card key={card.key} withBorder padding="lg" component={Link} to={card.to}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Text fw={700}>{t(`cards.${card.key}.title`)}</Text>
            {!card.available && (
              <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
                {t('cards.comingSoon')}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed" mt="xs">
            {t(`cards.${card.key}.body`)}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
