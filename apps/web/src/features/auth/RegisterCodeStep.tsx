import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { isCompleteSmsCode, SKIP_VERIFICATION_DELAY_MS } from '@waypoint/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSecondsUntil } from '@/shared/use-countdown';
import { NS } from './locales';
import { SmsCodeInput } from './SmsCodeInput';

interface RegisterCodeStepProps {
  phone: string;
  resendAt: number | null;
  resending: boolean;
  onResend: () => void;
  onSubmit: (code: string) => void;
  onSkip: () => void;
  onBack: () => void;
}

/**
 * Spec 1 §5: the registration code step. Skip becomes available after 10 s (an SMS can be slow or never
 * come) and asks for confirmation, since the phone then stays unverified.
 */
export function RegisterCodeStep({
  phone,
  resendAt,
  resending,
  onResend,
  onSubmit,
  onSkip,
  onBack,
}: RegisterCodeStepProps) {
  const { t } = useTranslation(NS);
  const [code, setCode] = useState('');
  const [skipAllowed, setSkipAllowed] = useState(false);
  const [confirmingSkip, setConfirmingSkip] = useState(false);
  const secondsToResend = useSecondsUntil(resendAt);

  useEffect(() => {
    const timer = window.setTimeout(() => setSkipAllowed(true), SKIP_VERIFICATION_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isCompleteSmsCode(code)) onSubmit(code);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SmsCodeInput
          label={t('code.label')}
          description={t('code.sentTo', { phone })}
          value={code}
          onChange={setCode}
        />
        <Button type="submit" size="md" disabled={!isCompleteSmsCode(code)}>
          {t('register.submit')}
        </Button>
        <Group justify="space-between" gap="xs">
          <Anchor component="button" type="button" size="sm" onClick={onBack}>
            {t('register.backToForm')}
          </Anchor>
          <Button
            variant="subtle"
            size="compact-sm"
            disabled={secondsToResend > 0}
            loading={resending}
            onClick={onResend}
          >
            {secondsToResend > 0 ? t('code.resendIn', { seconds: secondsToResend }) : t('code.resend')}
          </Button>
        </Group>
        <Button variant="default" disabled={!skipAllowed} onClick={() => setConfirmingSkip(true)}>
          {t('register.skip')}
        </Button>
      </Stack>
      <Modal
        opened={confirmingSkip}
        onClose={() => setConfirmingSkip(false)}
        title={t('register.skipTitle')}
        centered
      >
        <Text size="sm">{t('register.skipConfirm')}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirmingSkip(false)}>
            {t('actions.cancel')}
          </Button>
          <Button
            onClick={() => {
              setConfirmingSkip(false);
              onSkip();
            }}
          >
            {t('register.skipYes')}
          </Button>
        </Group>
      </Modal>
    </form>
  );
}
