import { Popover, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { competitionRatioColour, pastApplicants } from '@waypoint/domain';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortalProgram } from '@/shared/portal-data';
import { CheckIcon, XIcon } from './icons';
import { NS } from './locales';
import { formatFigure } from './score-view';

const RATIO_COLOURS = { success: 'green.8', warning: 'yellow.8', danger: 'red.8' } as const;

function Stat({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <Stack gap={0} align="center" data-testid={testId}>
      <Text size="xs" c="dimmed" ta="center" lh={1.2}>
        {label}
      </Text>
      <Text fw={700} size="md" ta="center">
        {children}
      </Text>
    </Stack>
  );
}

/**
 * Spec 2 "Programme stats block": Past Mean, Past LQ, Past Median, Seat (tap for how many compete for 1
 * seat), Past Applicant (ratio × Band A offers, rounded) and an Interview yes/no icon.
 */
export const ProgramStatsBlock = memo(function ProgramStatsBlock({ program }: { program: PortalProgram }) {
  const { t } = useTranslation(NS);
  const past = program.admissions[0];
  const none = t('stats.none');
  const applicants = pastApplicants(program.bandACompRatio, program.numOfBandAOffers);
  const ratioColour = competitionRatioColour(program.bandACompRatio);
  const interview =
    program.interview === 'Y'
      ? 'interviewYes'
      : program.interview === 'N'
        ? 'interviewNo'
        : 'interviewUnknown';

  return (
    <Stack gap={4}>
      {past && (
        <Text size="xs" c="dimmed">
          {t('stats.intake', { year: past.intakeYear })}
        </Text>
      )}
      <SimpleGrid cols={3} spacing="xs" verticalSpacing="xs">
        <Stat label={t('stats.pastMean')}>{formatFigure(past?.scoreMean) ?? none}</Stat>
        <Stat label={t('stats.pastLQ')}>{formatFigure(past?.scoreLowerQuartile) ?? none}</Stat>
        <Stat label={t('stats.pastMedian')}>{formatFigure(past?.scoreMedian) ?? none}</Stat>
        <Popover width={240} position="top" withArrow shadow="md">
          <Popover.Target>
            <UnstyledButton
              aria-label={t('stats.seatButton', { places: program.numOfPlaces ?? none })}
              data-testid="stats-seat"
              style={{ borderRadius: 'var(--mantine-radius-sm)' }}
            >
              <Stack gap={0} align="center">
                <Text
                  size="xs"
                  c="dimmed"
                  ta="center"
                  lh={1.2}
                  td="underline"
                  style={{ textDecorationStyle: 'dotted' }}
                >
                  {t('stats.seat')}
                </Text>
                <Text fw={700} size="md" ta="center">
                  {program.numOfPlaces ?? none}
                </Text>
              </Stack>
            </UnstyledButton>
          </Popover.Target>
          <Popover.Dropdown>
            <Text size="sm" c={ratioColour ? RATIO_COLOURS[ratioColour] : undefined}>
              {program.bandACompRatio != null
                ? t('stats.seatPopover', {
                    year: program.offerStatsYear ?? past?.intakeYear ?? '',
                    ratio: formatFigure(program.bandACompRatio),
                  })
                : t('stats.seatPopoverNoRatio')}
            </Text>
          </Popover.Dropdown>
        </Popover>
        <Stat label={t('stats.pastApplicant')}>{applicants ?? none}</Stat>
        <Stat label={t('stats.interview')}>
          <span role="img" aria-label={t(`stats.${interview}`)} title={t(`stats.${interview}`)}>
            {interview === 'interviewYes' ? (
              <CheckIcon size={18} color="var(--mantine-color-green-8)" />
            ) : interview === 'interviewNo' ? (
              <XIcon size={18} color="var(--mantine-color-red-8)" />
            ) : (
              none
            )}
          </span>
        </Stat>
      </SimpleGrid>
    </Stack>
  );
});
