import { TextInput, type TextInputProps } from '@mantine/core';
import { useState } from 'react';
import classes from './FloatingLabelInput.module.css';

/**
 * A text box whose label sits inside it until it is focused or filled (the spec's login phone input).
 * The label stays a real <label>, so screen readers read it either way.
 */
export function FloatingLabelInput(props: TextInputProps & { value: string }) {
  const [focused, setFocused] = useState(false);
  const floating = focused || props.value.length > 0 || undefined;
  return (
    <TextInput
      {...props}
      classNames={classes}
      mt="md"
      onFocus={(event) => {
        setFocused(true);
        props.onFocus?.(event);
      }}
      onBlur={(event) => {
        setFocused(false);
        props.onBlur?.(event);
      }}
      labelProps={{ 'data-floating': floating }}
      data-floating={floating}
    />
  );
}
