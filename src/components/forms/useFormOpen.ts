import { useEffect } from 'react';
import { formOpened } from '../../platform/openForms';

/**
 * This form writes and is open (issue 29): while it is mounted, a 401 asks for the password in
 * a dialog over the page, and the form, with what was typed, stays.
 */
export function useFormOpen(): void {
  useEffect(() => formOpened(), []);
}

/** `useFormOpen` for a form drawn inside a dialog's content, which mounts only while the dialog is open. */
export function FormOpen(): null {
  useFormOpen();
  return null;
}
