import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from '@tanstack/react-query';
import { DEFAULT_SCHOOL_ID, LOGIN_LOADING_TIMEOUT_MS } from '@waypoint/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type User, useTRPC } from '@/shared/api';
import { localName, useLang } from '@/shared/format';
import { useFormErrors } from '@/shared/forms/use-form-errors';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { TimedLoadingOverlay } from '@/shared/ui/TimedLoadingOverlay';
import { phoneInputValue } from '@/shared/validation';
import type { AuthIntent } from './auth-links';
import { NS } from './locales';
import { RegisterCodeStep } from './RegisterCodeStep';
import { RegisterFields } from './RegisterFields';
import {
  createUserInput,
  emptyRegisterValues,
  type RegisterValues,
  type RosterInvitePrefill,
  registerErrors,
  rosterInviteValues,
} from './register-form';

interface RegisterPanelProps {
  intent: AuthIntent;
  onSignedIn: (user: User) => void;
  /** A school's class-list invitation: the form is locked to the listing and needs no SMS code. */
  invite?: { token: string; prefill: RosterInvitePrefill } | undefined;
}

/** Registration (spec 1 §5): the form, then the SMS code when the smsVerification setting is on. */
export function RegisterPanel({ intent, onSignedIn, invite }: RegisterPanelProps) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const trpc = useTRPC();
  const appData = useQuery(trpc.app.getAppData.queryOptions());
  const form = useForm<RegisterValues>({
    initialValues: invite
      ? rosterInviteValues(invite.prefill)
      : emptyRegisterValues({ role: intent.role, phone: phoneInputValue(intent.phone ?? '') }),
    validate: (values) =>
      Object.fromEntries(Object.entries(registerErrors(values)).map(([field, key]) => [field, t(key)])),
  });
  const [step, setStep] = useState<'form' | 'code'>('form');
  const [resendAt, setResendAt] = useState<number | null>(null);
  const send = useMutation(trpc.auth.sendSmsCode.mutationOptions());
  const create = useMutation(trpc.users.createNewUser.mutationOptions());
  const errors = useFormErrors<RegisterValues, HTMLDivElement>(form, create.error ?? send.error);

  // A teacher's link carries the school; the demo install starts on its demo school (spec: default beacon1).
  const schoolId =
    invite?.prefill.schoolId ?? intent.schoolId ?? (appData.data?.demo ? DEFAULT_SCHOOL_ID : null);
  const linkedSchool = useQuery({
    ...trpc.schools.getSchoolById.queryOptions({ schoolId: schoolId ?? '' }),
    enabled: schoolId !== null,
  });
  const { setFieldValue, getValues } = form;
  useEffect(() => {
    if (linkedSchool.data && getValues().school === null) {
      setFieldValue('school', { kind: 'existing', school: linkedSchool.data });
    }
  }, [linkedSchool.data, getValues, setFieldValue]);

  const createAccount = (verification: { code?: string; skipVerification?: boolean }) => {
    const values = getValues();
    if (!values.role) return;
    const link = {
      programId: intent.programId,
      clientId: intent.clientId,
      clientInvite: intent.clientInvite,
      rosterInvite: invite?.token ?? null,
    };
    create.mutate(createUserInput({ ...values, role: values.role }, verification, link), {
      onSuccess: (result) => {
        // Verified on arrival (decision 027): say so, and say when the school's list overrode the form.
        const arrival = result.arrival;
        if (arrival) {
          const vars = {
            school: localName({ name: arrival.schoolName, nameChi: arrival.schoolNameChi }, lang),
            class: arrival.className ?? '',
          };
          notifications.show({
            color: 'teal',
            autoClose: 12_000,
            title: t('arrival.verifiedTitle'),
            message: t(arrival.schoolChanged ? 'arrival.schoolChanged' : 'arrival.verified', vars),
          });
        }
        onSignedIn(result.user);
      },
    });
  };

  const sendCode = () =>
    send.mutate(
      { phone: getValues().phone, purpose: 'register' },
      {
        onSuccess: (result) => {
          setResendAt(Date.now() + result.resendAfterSeconds * 1000);
          setStep('code');
        },
      },
    );

  // The invitation link came to the listed phone: it proves the number, so no code is sent.
  const needsCode = !!appData.data?.smsVerification && !invite;
  const submitForm = form.onSubmit(() => {
    if (needsCode) sendCode();
    else createAccount({});
  }, errors.onInvalid);

  return (
    <Stack gap="md" pos="relative" ref={errors.ref}>
      <TimedLoadingOverlay
        active={create.isPending}
        message={t('register.creating')}
        timeoutMs={LOGIN_LOADING_TIMEOUT_MS}
      />
      <ErrorAlert error={errors.alertError ?? appData.error} />
      {step === 'form' ? (
        <form onSubmit={submitForm} noValidate>
          <Stack gap="lg">
            <RegisterFields form={form} locked={!!invite} />
            <Button type="submit" size="md" loading={send.isPending} disabled={!appData.data}>
              {needsCode ? t('register.next') : t('register.submit')}
            </Button>
          </Stack>
        </form>
      ) : (
        <RegisterCodeStep
          phone={form.values.phone}
          resendAt={resendAt}
          resending={send.isPending}
          onResend={sendCode}
          onSubmit={(code) => createAccount({ code })}
          onSkip={() => createAccount({ skipVerification: true })}
          onBack={() => setStep('form')}
        />
      )}
    </Stack>
  );
}
