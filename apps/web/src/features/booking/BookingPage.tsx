import '@mantine/dates/styles.css';
import {
  Alert,
  Button,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  autoEndTime,
  BOOKING_TEXT_LIMITS,
  BOOKING_YEAR_OF_STUDY_OPTIONS,
  briefingDate,
} from '@waypoint/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useTRPC } from '@/shared/api';
import { localName, useLang, useOptionLabel } from '@/shared/format';
import { useFormErrors } from '@/shared/forms/use-form-errors';
import { useTextLimit } from '@/shared/forms/use-text-limit';
import { useSession } from '@/shared/session';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { PageTitle } from '@/shared/ui/PageTitle';
import {
  type BookingData,
  type BookingValues,
  bookingErrors,
  dateExcluded,
  initialBookingValues,
  itemSlots,
  itemsFor,
  toBookingInput,
} from './booking-form';
import { NS } from './locales';
import { SlotPicker } from './SlotPicker';

type Outcome = 'success' | 'pending';

/**
 * Spec 1 §2.5 'Book an appointment' (`/booking/:itemId?/:staffName?`, `/appointment/:staffName?`): step 1
 * the form, step 2 the result. A slot taken meanwhile reloads the data and says so (spec 1 §4.4).
 */
export default function BookingPage() {
  const { t } = useTranslation(NS);
  const { itemId, staffName } = useParams();
  return (
    <Stack gap="md" maw={640} mx="auto" w="100%">
      <PageTitle>{t('title')}</PageTitle>
      <BookingFlow itemId={itemId} staffName={staffName} />
    </Stack>
  );
}

interface BookingFlowProps {
  itemId?: string | undefined;
  staffName?: string | undefined;
  /** Set in the modal: the result screen offers Close instead of the way home. */
  onClose?: () => void;
}

/** Step 1 the form, step 2 the result: the body of the page and of the modal. */
export function BookingFlow({ itemId, staffName, onClose }: BookingFlowProps) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const trpc = useTRPC();
  const { user, loading } = useSession();
  const dataQuery = useQuery(trpc.booking.getBookingData.queryOptions({ staffName: staffName ?? null }));
  const create = useMutation(trpc.booking.createNewBooking.mutationOptions());
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [slotGone, setSlotGone] = useState(false);

  if (loading || dataQuery.isPending) return <Loader aria-label={t('loading')} />;
  return (
    <Stack gap="md">
      <ErrorAlert error={dataQuery.error} />
      {outcome ? (
        <BookingResult outcome={outcome} onAgain={() => setOutcome(null)} onClose={onClose} />
      ) : dataQuery.data ? (
        <BookingForm
          key={user?.id ?? 'visitor'}
          data={{ ...dataQuery.data, bookingItems: itemsFor(dataQuery.data.bookingItems, user) }}
          initial={initialBookingValues(user, itemId)}
          lang={lang}
          slotGone={slotGone}
          pending={create.isPending}
          error={create.error}
          onSubmit={(input, clearSlot) => {
            setSlotGone(false);
            create.mutate(input, {
              onSuccess: (res) => {
                if (res.result === 'success' || res.result === 'pending') setOutcome(res.result);
                else {
                  clearSlot();
                  setSlotGone(true);
                  void dataQuery.refetch();
                }
              },
            });
          }}
        />
      ) : null}
    </Stack>
  );
}

function BookingResult({
  outcome,
  onAgain,
  onClose,
}: {
  outcome: Outcome;
  onAgain: () => void;
  onClose?: (() => void) | undefined;
}) {
  const { t } = useTranslation(NS);
  return (
    <Paper withBorder p="lg" radius="md" data-testid={`booking-result-${outcome}`}>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t(outcome === 'success' ? 'result.successTitle' : 'result.pendingTitle')}
        </Title>
        <Text>{t(outcome === 'success' ? 'result.success' : 'result.pending')}</Text>
        <Group>
          <Button variant="light" onClick={onAgain}>
            {t('result.again')}
          </Button>
          {onClose ? (
            <Button variant="subtle" onClick={onClose} data-testid="booking-close">
              {t('result.close')}
            </Button>
          ) : (
            <Button component={Link} to="/home" variant="subtle">
              {t('result.home')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

interface BookingFormProps {
  data: BookingData;
  initial: BookingValues;
  lang: 'zh-HK' | 'en';
  slotGone: boolean;
  pending: boolean;
  error: unknown;
  onSubmit: (input: ReturnType<typeof toBookingInput>, clearSlot: () => void) => void;
}

function BookingForm({ data, initial, lang, slotGone, pending, error, onSubmit }: BookingFormProps) {
  const { t } = useTranslation(NS);
  const option = useOptionLabel();
  const [now] = useState(() => new Date());
  const form = useForm<BookingValues>({
    initialValues: {
      ...initial,
      bookingItemId:
        data.bookingItems.find((i) => i.id === initial.bookingItemId)?.id ??
        (data.bookingItems.length === 1 ? data.bookingItems[0]!.id : ''),
    },
    validate: (values) => {
      const item = data.bookingItems.find((i) => i.id === values.bookingItemId);
      const errors = bookingErrors(values, item);
      return Object.fromEntries(
        Object.entries(errors).map(([field, key]) => [
          field === 'slot' ? 'bookingSlotId' : field,
          t(`errors.${key}`, {
            max: BOOKING_TEXT_LIMITS[field as keyof typeof BOOKING_TEXT_LIMITS],
            count: values[field as keyof BookingValues]?.length ?? 0,
          }),
        ]),
      );
    },
  });
  const errors = useFormErrors(form, error);
  const limit = useTextLimit();
  const item = data.bookingItems.find((i) => i.id === form.values.bookingItemId);
  const slots = useMemo(() => itemSlots(data, item, now), [data, item, now]);
  const isTeacher = item?.targetUserType === 'Teacher';

  if (data.bookingItems.length === 0) return <Alert color="gray">{t('noItems')}</Alert>;

  const setStart =
    (field: 'targetStartTime1' | 'targetStartTime2', end: 'targetEndTime1' | 'targetEndTime2') =>
    (value: string) => {
      const prev = { start: form.values[field], end: form.values[end] };
      form.setFieldValue(field, value);
      const next = autoEndTime(value, prev.start && prev.end ? prev : null);
      if (next) form.setFieldValue(end, next);
    };

  return (
    <form
      noValidate
      ref={errors.ref}
      onSubmit={form.onSubmit(
        (values) =>
          item
            ? onSubmit(toBookingInput(values, item), () => form.setFieldValue('bookingSlotId', ''))
            : undefined,
        errors.onInvalid,
      )}
    >
      <Stack gap="md">
        {slotGone && (
          <Alert color="orange" role="alert" data-testid="booking-slot-gone">
            {t('slotGone')}
          </Alert>
        )}
        <ErrorAlert error={errors.alertError} />
        <Select
          label={t('fields.item')}
          required
          allowDeselect={false}
          data={data.bookingItems.map((i) => ({
            value: i.id,
            label: `${localName({ name: i.title, nameChi: i.titleChi }, lang)} (${t('minutes', { count: i.durationMinutes })})`,
          }))}
          {...form.getInputProps('bookingItemId')}
          onChange={(v) => {
            form.setFieldValue('bookingItemId', v ?? '');
            form.setFieldValue('bookingSlotId', '');
          }}
          data-testid="booking-item"
        />
        {item && !item.dateTimeForm && (
          <SlotPicker
            slots={slots}
            value={form.values.bookingSlotId}
            onChange={(id) => form.setFieldValue('bookingSlotId', id)}
            error={form.errors.bookingSlotId}
          />
        )}
        {item?.dateTimeForm && (
          <>
            <DatePickerInput
              label={t('fields.date')}
              required
              valueFormat="YYYY-MM-DD"
              excludeDate={(d) => dateExcluded(data, item, String(d), now)}
              value={form.values.targetDate}
              onChange={(v) => form.setFieldValue('targetDate', v ? briefingDate(String(v)) : null)}
              error={form.errors.targetDate}
              data-testid="booking-date"
            />
            <Group grow>
              <TextInput
                type="time"
                label={t('fields.startTime')}
                required
                value={form.values.targetStartTime1}
                onChange={(e) => setStart('targetStartTime1', 'targetEndTime1')(e.currentTarget.value)}
                error={form.errors.targetStartTime1}
              />
              <TextInput
                type="time"
                label={t('fields.endTime')}
                required
                {...form.getInputProps('targetEndTime1')}
              />
            </Group>
            {isTeacher && (
              <Group grow>
                <TextInput
                  type="time"
                  label={t('fields.startTime2')}
                  value={form.values.targetStartTime2}
                  onChange={(e) => setStart('targetStartTime2', 'targetEndTime2')(e.currentTarget.value)}
                />
                <TextInput
                  type="time"
                  label={t('fields.endTime2')}
                  {...form.getInputProps('targetEndTime2')}
                />
              </Group>
            )}
          </>
        )}
        <TextInput
          label={t('fields.fullName')}
          required
          {...form.getInputProps('fullName')}
          data-testid="booking-full-name"
        />
        <TextInput label={t('fields.preferredName')} {...form.getInputProps('preferredName')} />
        <TextInput
          type="email"
          label={t('fields.email')}
          required
          {...form.getInputProps('email')}
          data-testid="booking-email"
        />
        <TextInput
          type="tel"
          inputMode="numeric"
          maxLength={8}
          label={t('fields.phone')}
          required
          {...form.getInputProps('phone')}
          data-testid="booking-phone"
        />
        {isTeacher ? (
          <>
            <TextInput label={t('fields.schoolName')} required {...form.getInputProps('schoolName')} />
            <TextInput label={t('fields.schoolRoles')} {...form.getInputProps('schoolRoles')} />
          </>
        ) : (
          <Select
            label={t('fields.yearOfStudy')}
            required
            data={BOOKING_YEAR_OF_STUDY_OPTIONS.map((value) => ({
              value,
              label: option('yearOfStudy', value),
            }))}
            {...form.getInputProps('yearOfStudy')}
            data-testid="booking-year"
          />
        )}
        <Textarea
          label={t('fields.remarks')}
          rows={3}
          autosize={false}
          {...form.getInputProps('remarks')}
          {...limit(form.values.remarks, BOOKING_TEXT_LIMITS.remarks, { mode: 'count' })}
          data-testid="booking-remarks"
        />
        <Button
          type="submit"
          size="md"
          loading={pending}
          disabled={!item || (!item.dateTimeForm && slots.length === 0)}
          data-testid="booking-submit"
        >
          {item && !item.dateTimeForm && slots.length === 0 ? t('noSlots') : t('submit')}
        </Button>
      </Stack>
    </form>
  );
}
