import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import {
  isCompleteSmsCode,
  isEightDigitPhone,
  LOGIN_LOADING_TIMEOUT_MS,
  PHONE_LENGTH,
  registerPathFor,
} from '@waypoint/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type User, useTRPC } from '@/shared/api';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { FloatingLabelInput } from '@/shared/ui/FloatingLabelInput';
import { TimedLoadingOverlay } from '@/shared/ui/TimedLoadingOverlay';
import { useSecondsUntil } from '@/shared/use-countdown';
import { phoneInputValue } from '@/shared/validation';
import type { RegisterRole } from './auth-links';
import { NS } from './locales';
import { SmsCodeInput } from './SmsCodeInput';

interface PhoneSignInProps {
  /** Set for `/login/:userId` links: the phone must belong to that account. */
  userId: string | null;
  initialPhone: string | null;
  role: RegisterRole | null;
  redirectPath: string | null;
  /** A registration link's school and event, kept for an unknown phone's registration (spec 1 §2.8). */
  link?: { schoolId?: string | null; eventId?: string | null } | undefined;
  onSignedIn: (user: User) => void;
}

/**
 * Spec 1 §2.2 and §4.5: phone first (exactly 8 digits); an unknown phone goes on to registration; a known
 * one signs in, after an SMS code when the smsVerification setting asks for it.
 */
export function PhoneSignIn({
  userId,
  initialPhone,
  role,
  redirectPath,
  link,
  onSignedIn,
}: PhoneSignInProps) {
  const { t } = useTranslation(NS);
  const trpc = useTRPC();
  const navigate = useNavigate();
  const [phone, setPhone] = useState(() => phoneInputValue(initialPhone ?? ''));
  const [step, setStep] = useState<'phone' | 'code'>('phone');
  const [code, setCode] = useState('');
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [unknownAccount, setUnknownAccount] = useState(false);
  const secondsToResend = useSecondsUntil(resendAt);

  const check = useMutation(trpc.auth.checkPhoneExists.mutationOptions());
  const send = useMutation(trpc.auth.sendSmsCode.mutationOptions());
  const login = useMutation(trpc.auth.loginWithPhone.mutationOptions());
  const loginById = useMutation(trpc.auth.loginWithUserId.mutationOptions());
  const signingIn = login.isPending || loginById.isPending;
  const error = login.error ?? loginById.error ?? send.error ?? check.error;

  const signIn = (smsCode?: string) => {
    const onSuccess = (result: { user: User }) => onSignedIn(result.user);
    if (userId) loginById.mutate({ userId, phone, code: smsCode }, { onSuccess });
    else login.mutate({ phone, code: smsCode }, { onSuccess });
  };

  const sendCode = () =>
    send.mutate(
      { phone, purpose: 'login' },
      {
        onSuccess: (result) => {
          setResendAt(Date.now() + result.resendAfterSeconds * 1000);
          setStep('code');
        },
      },
    );

  const submitPhone = (event: FormEvent) => {
    event.preventDefault();
    if (!isEightDigitPhone(phone)) return;
    setUnknownAccount(false);
    check.mutate(
      { phone },
      {
        onSuccess: ({ exists, smsRequired }) => {
          if (!exists) {
            // A link naming an account cannot register someone else: the link is wrong.
            if (userId) setUnknownAccount(true);
            else navigate(registerPathFor({ phone, role, redirectPath, ...link }));
          } else if (smsRequired) sendCode();
          else signIn();
        },
      },
    );
  };

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    if (isCompleteSmsCode(code)) signIn(code);
  };

  return (
    <Stack gap="md" pos="relative">
      <TimedLoadingOverlay
        active={signingIn}
        message={t('login.loggingIn')}
        timeoutMs={LOGIN_LOADING_TIMEOUT_MS}
      />
      {unknownAccount && (
        <Alert color="red" variant="light" role="alert">
          {t('errors.invalidLoginLink')}
        </Alert>
      )}
      <ErrorAlert error={error} />
      {step === 'phone' ? (
        <form onSubmit={submitPhone} noValidate>
          <Stack gap="md">
            <FloatingLabelInput
              label={t('login.phone')}
              placeholder={t('login.phonePlaceholder')}
              value={phone}
              onChange={(event) => setPhone(phoneInputValue(event.currentTarget.value))}
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={PHONE_LENGTH}
              size="md"
              required
              data-testid="login-phone"
            />
            <Button
              type="submit"
              size="md"
              disabled={!isEightDigitPhone(phone)}
              loading={check.isPending || send.isPending}
              data-testid="login-next"
            >
              {t('login.next')}
            </Button>
          </Stack>
        </form>
      ) : (
        <form onSubmit={submitCode} noValidate>
          <Stack gap="md">
            <SmsCodeInput
              label={t('code.label')}
              description={t('code.sentTo', { phone })}
              value={code}
              onChange={setCode}
            />
            <Button type="submit" size="md" disabled={!isCompleteSmsCode(code)}>
              {t('login.submit')}
            </Button>
            <Group justify="space-between">
              <Anchor component="button" type="button" size="sm" onClick={() => setStep('phone')}>
                {t('code.changePhone')}
              </Anchor>
              <Button
                variant="subtle"
                size="compact-sm"
                disabled={secondsToResend > 0}
                loading={send.isPending}
                onClick={sendCode}
              >
                {secondsToResend > 0 ? t('code.resendIn', { seconds: secondsToResend }) : t('code.resend')}
              </Button>
            </Group>
            <Text size="xs" c="dimmed">
              {t('code.hint')}
            </Text>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
