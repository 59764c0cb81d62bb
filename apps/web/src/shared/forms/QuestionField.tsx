import {
  Anchor,
  Checkbox,
  Group,
  Input,
  MultiSelect,
  Radio,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { joinAnswer, splitAnswer, visibleOptions } from '@waypoint/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@/shared/i18n/lang';
import { NS } from './locales';
import { earliestDates, joinDateTime, quarterHourOptions, splitDateTime } from './question-times';

export interface QuestionOption {
  value: string;
  label: string;
  labelChi?: string | null;
}

/** Spec 1 §3 Form question, as the server sends it (tasks and the teacher response form share it). */
export interface Question {
  id: string;
  title: string;
  titleChi?: string | null;
  subtitle?: string | null;
  subtitleChi?: string | null;
  type: string;
  options: QuestionOption[];
  isRequired: boolean;
  lsUpperScaleLabel?: string | null;
  lsUpperScaleLabelChi?: string | null;
  lsLowerScaleLabel?: string | null;
  lsLowerScaleLabelChi?: string | null;
}

export interface QuestionFieldProps {
  question: Question;
  /** Every answer is one string; several values are joined by the domain's ANSWER_SEPARATOR. */
  value: string;
  onChange: (value: string) => void;
  readOnly?: boolean;
  lang: Lang;
  /** For the date limits (today / tomorrow in Hong Kong); defaults to the current time. */
  now?: Date;
  error?: string | null;
}

const pick = (lang: Lang, en: string, zh: string | null | undefined) => (lang === 'zh-HK' && zh ? zh : en);

/**
 * One question of any of the 11 types of spec 1 §3, with the required asterisk, the first 8 options then
 * 'More options...', and the date and time pickers of spec 1 §5 (dates from today, date-times from
 * tomorrow, times 9:00–17:00 in 15-minute steps).
 */
export function QuestionField({
  question,
  value,
  onChange,
  readOnly = false,
  lang,
  now,
  error,
}: QuestionFieldProps) {
  const { t } = useTranslation(NS);
  const label = pick(lang, question.title, question.titleChi);
  const description = question.subtitle ? pick(lang, question.subtitle, question.subtitleChi) : undefined;
  const options = question.options.map((o) => ({ value: o.value, label: pick(lang, o.label, o.labelChi) }));
  const testId = `question-${question.id}`;
  const common = { label, description, required: question.isRequired, error: error ?? undefined };

  switch (question.type) {
    case 'linear-scale':
      return (
        <LinearScale
          common={common}
          options={
            options.length > 0
              ? options
              : [1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: String(n) }))
          }
          lower={
            question.lsLowerScaleLabel &&
            pick(lang, question.lsLowerScaleLabel, question.lsLowerScaleLabelChi)
          }
          upper={
            question.lsUpperScaleLabel &&
            pick(lang, question.lsUpperScaleLabel, question.lsUpperScaleLabelChi)
          }
          value={value}
          onChange={onChange}
          readOnly={readOnly}
          testId={testId}
        />
      );
    case 'multiple-choice':
      return (
        <MultipleChoice
          common={common}
          options={options}
          value={value}
          onChange={onChange}
          readOnly={readOnly}
          testId={testId}
          more={t('moreOptions')}
          less={t('lessOptions')}
        />
      );
    case 'single-select':
      return (
        <Select
          {...common}
          data={options}
          value={value || null}
          onChange={(v) => onChange(v ?? '')}
          readOnly={readOnly}
          placeholder={t('choose')}
          clearable={!question.isRequired}
          comboboxProps={{ withinPortal: true }}
          data-testid={testId}
        />
      );
    case 'multi-select':
      return (
        <MultiSelect
          {...common}
          data={options}
          value={splitAnswer(value)}
          onChange={(v) => onChange(joinAnswer(v))}
          readOnly={readOnly}
          placeholder={t('choose')}
          data-testid={testId}
        />
      );
    case 'multiple-answer':
      return (
        <Checkbox.Group
          {...common}
          value={splitAnswer(value)}
          onChange={(v) => onChange(joinAnswer(v))}
          data-testid={testId}
        >
          <Stack gap={6} mt={6}>
            {options.map((o) => (
              <Checkbox key={o.value} value={o.value} label={o.label} disabled={readOnly} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    case 'number':
      return (
        <TextInput
          {...common}
          type="number"
          inputMode="decimal"
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          readOnly={readOnly}
          data-testid={testId}
        />
      );
    case 'date':
      return (
        <TextInput
          {...common}
          type="date"
          min={earliestDates(now ?? new Date()).date}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          readOnly={readOnly}
          data-testid={testId}
        />
      );
    case 'time':
      return (
        <Select
          {...common}
          data={quarterHourOptions()}
          value={value || null}
          onChange={(v) => onChange(v ?? '')}
          readOnly={readOnly}
          placeholder={t('time')}
          data-testid={testId}
        />
      );
    case 'datetime': {
      const parts = splitDateTime(value);
      return (
        <Input.Wrapper {...common}>
          <Group gap="xs" grow mt={4}>
            <TextInput
              type="date"
              aria-label={t('date')}
              min={earliestDates(now ?? new Date()).datetime}
              value={parts.date}
              onChange={(e) => onChange(joinDateTime(e.currentTarget.value, parts.time))}
              readOnly={readOnly}
              data-testid={`${testId}-date`}
            />
            <Select
              aria-label={t('time')}
              data={quarterHourOptions()}
              value={parts.time || null}
              onChange={(v) => onChange(joinDateTime(parts.date, v ?? ''))}
              readOnly={readOnly}
              placeholder={t('time')}
              data-testid={`${testId}-time`}
            />
          </Group>
        </Input.Wrapper>
      );
    }
    case 'paragraph':
      return (
        <Textarea
          {...common}
          autosize
          minRows={3}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          readOnly={readOnly}
          data-testid={testId}
        />
      );
    default:
      return (
        <TextInput
          {...common}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          readOnly={readOnly}
          data-testid={testId}
        />
      );
  }
}

interface ChoiceProps {
  common: { label: string; description: string | undefined; required: boolean; error: string | undefined };
  options: { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  readOnly: boolean;
  testId: string;
}

function LinearScale({
  common,
  options,
  lower,
  upper,
  value,
  onChange,
  readOnly,
  testId,
}: ChoiceProps & { lower?: string | null; upper?: string | null }) {
  return (
    <Radio.Group {...common} value={value} onChange={onChange} data-testid={testId}>
      <Group gap="md" mt={6} wrap="nowrap" align="flex-end">
        {lower ? (
          <Text size="xs" c="dimmed">
            {lower}
          </Text>
        ) : null}
        {options.map((o) => (
          <Radio
            key={o.value}
            value={o.value}
            label={o.label}
            labelPosition="left"
            disabled={readOnly}
            styles={{ body: { flexDirection: 'column', alignItems: 'center' } }}
            data-testid={`${testId}-${o.value}`}
          />
        ))}
        {upper ? (
          <Text size="xs" c="dimmed">
            {upper}
          </Text>
        ) : null}
      </Group>
    </Radio.Group>
  );
}

function MultipleChoice({
  common,
  options,
  value,
  onChange,
  readOnly,
  testId,
  more,
  less,
}: ChoiceProps & { more: string; less: string }) {
  const [expanded, setExpanded] = useState(false);
  // A chosen option beyond the first 8 stays visible.
  const chosenHidden = options.findIndex((o) => o.value === value) >= 8;
  const { shown, hasMore } = visibleOptions(options, expanded || chosenHidden);
  return (
    <Radio.Group {...common} value={value} onChange={onChange} data-testid={testId}>
      <Stack gap={6} mt={6}>
        {shown.map((o) => (
          <Radio
            key={o.value}
            value={o.value}
            label={o.label}
            disabled={readOnly}
            data-testid={`${testId}-${o.value}`}
          />
        ))}
        {hasMore || expanded ? (
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => setExpanded(!expanded)}
            data-testid={`${testId}-more`}
          >
            {hasMore ? more : less}
          </Anchor>
        ) : null}
      </Stack>
    </Radio.Group>
  );
}
