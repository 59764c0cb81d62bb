import { TextInput } from '@mantine/core';
import { isSmsCodeInput, SMS_CODE_LENGTH } from '@waypoint/domain';
import { digitsOnly } from '@/shared/validation';

interface SmsCodeInputProps {
  value: string;
  onChange: (code: string) => void;
  label: string;
  description?: string;
  error?: React.ReactNode;
}

/** The verification code box: digits only, at most 6 (spec 1 §5), and the phone's code autofill. */
export function SmsCodeInput({ value, onChange, label, description, error }: SmsCodeInputProps) {
  return (
    <TextInput
      label={label}
      description={description}
      error={error}
      value={value}
      onChange={(event) => {
        const next = digitsOnly(event.currentTarget.value, SMS_CODE_LENGTH);
        if (isSmsCodeInput(next)) onChange(next);
      }}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={SMS_CODE_LENGTH}
      data-testid="login-code"
      data-autofocus
      autoFocus
      size="md"
      styles={{ input: { letterSpacing: '0.4em', fontVariantNumeric: 'tabular-nums' } }}
    />
  );
}
