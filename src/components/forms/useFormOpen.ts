import { useEffect, useEffectEvent, useRef, useSyncExternalStore } from 'react';
import { draftTaken, restoringDraft, watchRestoring } from '../../platform/draftRestoring';
import type { RestoringDraft } from '../../platform/draftTypes';
import { formOpened } from '../../platform/openForms';

/** What a form keeps as a draft when a 401 meets it (issue 29): its flow, what reopens it, the values typed. */
export interface FormDraft {
  readonly form: string;
  readonly subject?: unknown;
  readonly values: unknown;
}

/**
 * This form writes and is open (issue 29): while it is mounted, a 401 asks for the password in
 * a dialog over the page, and the form, with what was typed, stays. With `draft`, what was typed
 * is also kept in the browser then, to be offered back after a reload or a give-up.
 */
export function useFormOpen(draft?: FormDraft): void {
  const latest = useRef(draft);
  // The values on screen (committed), read when a 401 comes.
  useEffect(() => {
    latest.current = draft;
  });
  const form = draft?.form;
  useEffect(
    () =>
      formOpened(
        form === undefined
          ? undefined
          : { form, subject: latest.current?.subject, values: () => latest.current?.values },
      ),
    [form],
  );
}

/** `useFormOpen` for a form drawn inside a dialog's content, which mounts only while the dialog is open. */
export function FormOpen({ draft }: { draft?: FormDraft }): null {
  useFormOpen(draft);
  return null;
}

/**
 * The page of `form`: when the user chose to restore a draft of it ("Restore what you were
 * typing?"), `apply` gets it once, to open the form with its values.
 */
export function useDraftRestore(form: string, apply: (draft: RestoringDraft) => void): void {
  const draft = useSyncExternalStore(watchRestoring, () => restoringDraft(form));
  const onDraft = useEffectEvent(apply);
  useEffect(() => {
    if (!draft) return;
    draftTaken();
    onDraft(draft);
  }, [draft]);
}
