import { Input, PinInput, Stack } from '@mantine/core';
import { useId } from 'react';

/** Codes of authenticator apps: six digits (issue 26). */
export const ONE_TIME_CODE_LENGTH = 6;

/**
 * Six boxes for a code from the authenticator app, named by a visible label, with the reason
 * the last code was refused under them. Each box says `autocomplete="one-time-code"`, so a phone
 * can fill them. The error is tied to the boxes' group: Mantine's input sets each box's own
 * `aria-describedby`.
 */
export function OneTimeCodeField({
  label,
  value,
  error,
  busy,
  autoFocus = true,
  onChange,
  onComplete,
}: {
  label: string;
  value: string;
  error: string | null;
  /** While the code is checked: the boxes keep their focus but take no typing. */
  busy: boolean;
  autoFocus?: boolean;
  onChange: (value: string) => void;
  onComplete?: (value: string) => void;
}) {
  const labelId = useId();
  const errorId = useId();
  return (
    <Stack gap={4}>
      <Input.Label id={labelId} component="div">
        {label}
      </Input.Label>
      <PinInput
        length={ONE_TIME_CODE_LENGTH}
        type="number"
        oneTimeCode
        autoFocus={autoFocus}
        value={value}
        readOnly={busy}
        error={error !== null}
        ariaLabel={label}
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
        onChange={onChange}
        onComplete={onComplete}
      />
      {error && <Input.Error id={errorId}>{error}</Input.Error>}
    </Stack>
  );
}
