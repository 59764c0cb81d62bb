import { Badge, Card, Group, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type CardStatus, cardStatusKey, cardStatusOf, homeCards } from './home-cards';
import { NS } from './locales';

/**
 * Links to the areas for the role shown, each with where the person stands in it when the home read says
 * (issue 28 item 3); areas of later releases say "coming soon" and open an honest page.
 */
export function AreaCards({
  appRole,
  status,
}: {
  appRole: string | null;
  status?: Readonly<Record<string, CardStatus>>;
}) {
  const { t } = useTranslation(NS);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
      {homeCards(appRole).map((card) => {
        const state = cardStatusOf(card.key, status);
        return (
          <Card
            key={card.key}
            withBorder
            padding="lg"
            component={Link}
            to={card.to}
            data-testid={`card-${card.key}`}
          >
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Text fw={700}>{t(`cards.${card.key}.title`)}</Text>
              {!card.available && (
                <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
                  {t('cards.comingSoon')}
                </Badge>
              )}
            </Group>
            {state ? (
              <Text size="sm" fw={600} c="navy.8" mt="xs" data-testid="card-status">
                {t(cardStatusKey(card.key, state), { ...state })}
              </Text>
            ) : (
              <Text size="sm" c="dimmed" mt="xs">
                {t(`cards.${card.key}.body`)}
              </Text>
            )}
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
