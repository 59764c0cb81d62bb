import { Button, Popover, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { DROPPED_GRADE } from '@waypoint/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import tap from '@/shared/ui/tap-target.module.css';
import { NS } from './locales';

/**
 * One subject of the strip. Tapping it opens the grade popover; a pick is saved at once (spec 2 §4).
 * Read-only it is a plain label; a grade the school withholds shows '✱'. Its words come from the panel
 * (`pickLabel`, `hiddenHint`): the strip's chips do not each look them up on the first render (decision 016,
 * issue 25); the popover's own words are looked up when it opens.
 */
export function GradeChip({
  subjectName,
  code,
  grade,
  hidden,
  options,
  editable,
  onPick,
  testId,
  pickLabel,
  hiddenHint,
}: {
  subjectName: string;
  code: string;
  grade: string | null;
  hidden: boolean;
  options: readonly string[];
  editable: boolean;
  onPick: (grade: string | null) => void;
  testId: string;
  /** "Pick the grade for Chinese (now 4)". */
  pickLabel: string;
  hiddenHint: string;
}) {
  const [opened, setOpened] = useState(false);
  const [mounted, setMounted] = useState(false);
  const shown = hidden ? '✱' : (grade ?? '–');
  const label = (
    <>
      <Text span size="xs" c="dimmed" mr={6}>
        {subjectName}
      </Text>
      <Text span fw={800} data-testid={`${testId}-value`}>
        {shown}
      </Text>
    </>
  );
  if (!editable || hidden) {
    return (
      <Text
        component="span"
        px={10}
        py={4}
        style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 16 }}
        title={hidden ? hiddenHint : undefined}
        data-testid={testId}
        data-code={code}
        data-grade={hidden ? 'hidden' : (grade ?? '')}
      >
        {label}
      </Text>
    );
  }
  const chip = (
    <UnstyledButton
      onClick={() => {
        setMounted(true);
        setOpened((o) => !o);
      }}
      className={tap.tap}
      px={10}
      py={4}
      style={{
        border: '1px solid var(--mantine-color-navy-4)',
        borderRadius: 16,
      }}
      aria-label={pickLabel}
      data-testid={testId}
      data-code={code}
      data-grade={grade ?? ''}
    >
      {label}
    </UnstyledButton>
  );
  // The popover (its positioning and focus machinery, and their state updates on mount) comes with the
  // first tap: /ab3 shows a chip for every subject of two strips, and drawing a closed popover for each
  // was a synchronous redraw of the strips when the plan arrived on a phone (issue 25).
  if (!mounted) return chip;
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom" withArrow shadow="md" trapFocus>
      <Popover.Target>{chip}</Popover.Target>
      <Popover.Dropdown data-testid={`${testId}-popover`}>
        <GradeOptions
          subjectName={subjectName}
          grade={grade}
          options={options}
          onPick={(value) => {
            setOpened(false);
            if (value !== grade) onPick(value);
          }}
        />
      </Popover.Dropdown>
    </Popover>
  );
}

/** The popover's content, drawn while it is open. */
function GradeOptions({
  subjectName,
  grade,
  options,
  onPick,
}: {
  subjectName: string;
  grade: string | null;
  options: readonly string[];
  onPick: (grade: string | null) => void;
}) {
  const { t } = useTranslation(NS);
  return (
    <>
      <Text size="sm" fw={600} mb={6}>
        {subjectName}
      </Text>
      <SimpleGrid cols={3} spacing={6}>
        {options.map((option) => (
          <Button
            key={option}
            className={tap.tap}
            size="compact-sm"
            variant={option === grade ? 'filled' : 'default'}
            color={option === DROPPED_GRADE ? 'red' : undefined}
            onClick={() => onPick(option)}
            data-testid={`grade-option-${option}`}
          >
            {option === DROPPED_GRADE ? t('grades.dropped') : option}
          </Button>
        ))}
        {grade && (
          <Button
            className={tap.tap}
            size="compact-sm"
            variant="subtle"
            onClick={() => onPick(null)}
            data-testid="grade-option-clear"
          >
            {t('grades.clear')}
          </Button>
        )}
      </SimpleGrid>
    </>
  );
}
