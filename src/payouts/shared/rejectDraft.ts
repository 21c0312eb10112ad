import { useState } from 'react';
import { useDraftRestore } from '../../components/forms/useFormOpen';
import type { RestoringDraft } from '../../platform/draftTypes';

/**
 * A rejection's reason kept as a draft (issue 29, draft `payrollReject`): the payroll it was
 * typed for and the reason. Both hosts of RejectDialog (the list and the detail) reopen it by
 * the payroll's id, the one thing the action chart's REJECT needs.
 */
export interface RejectDraft {
  readonly payrollId: number;
  readonly reason: string;
}

export const REJECT_DRAFT = 'payrollReject';

/** The subject kept with the draft: what a host needs to open the dialog again. */
export interface RejectSubject {
  readonly payrollId: number;
}

/** A restored draft read back (it came from this browser's storage): null when it is not a rejection's. */
function rejectDraftOf(draft: RestoringDraft): RejectDraft | null {
  const subject = draft.subject as Partial<Record<keyof RejectSubject, unknown>> | null;
  const values = draft.values as { reason?: unknown } | null;
  const payrollId = typeof subject === 'object' && subject !== null ? subject.payrollId : undefined;
  if (typeof payrollId !== 'number' || !Number.isSafeInteger(payrollId) || payrollId <= 0) return null;
  const reason = typeof values === 'object' && values !== null && typeof values.reason === 'string' ? values.reason : '';
  return { payrollId, reason };
}

/**
 * What a host of RejectDialog needs for a restored rejection: it reopens the dialog (`reopen`,
 * as the Reject button does) for a draft the host `accept`s, and gives the dialog the reason for
 * that opening only (submitting or cancelling forgets it). Spread the result on RejectDialog.
 */
export function useRejectRestore(
  accept: (draft: RejectDraft) => boolean,
  reopen: (payrollId: number) => void,
  submit: (reason: string) => void,
  cancel: () => void,
) {
  const [restored, setRestored] = useState<RejectDraft | null>(null);
  useDraftRestore(REJECT_DRAFT, (draft) => {
    const read = rejectDraftOf(draft);
    if (!read || !accept(read)) return;
    setRestored(read);
    reopen(read.payrollId);
  });
  return {
    restored,
    onSubmit: (reason: string) => {
      setRestored(null);
      submit(reason);
    },
    onCancel: () => {
      setRestored(null);
      cancel();
    },
  };
}
