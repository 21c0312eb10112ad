import { useCallback, type ChangeEvent } from 'react';

/**
 * onChange for a text input whose text is cleaned on every keystroke and paste. When the
 * cleaner removes characters, the caret is put back where the user was typing instead of
 * jumping to the end. The cleaners used here are prefix-stable (cleaning the text before
 * the caret gives the start of the cleaned text), which makes the caret position simple.
 */
export function useSanitizedChange(
  sanitize: (text: string) => string,
  onChange: (value: string) => void,
): (event: ChangeEvent<HTMLInputElement>) => void {
  return useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      const input = event.currentTarget;
      const raw = input.value;
      const clean = sanitize(raw);
      onChange(clean);
      if (clean === raw || input.selectionStart === null) return;
      const caret = sanitize(raw.slice(0, input.selectionStart)).length;
      // React writes the controlled value back synchronously after this handler (moving the
      // caret to the end); a microtask runs right after that and before the next key.
      queueMicrotask(() => {
        if (input.ownerDocument.activeElement === input) input.setSelectionRange(caret, caret);
      });
    },
    [sanitize, onChange],
  );
}
