import { and, assign, setup } from 'xstate';

/**
 * The payroll's life on the server (spec 01 section 4), one chart for everyone: the demo
 * API moves its payrolls with it, the UI asks it which actions a user has, and auditors read
 * its generated diagram and transition table.
 */
export const PAYROLL_STATUS = {
  failed: 0,
  uploaded: 1,
  processing: 2,
  error: 3,
  underApproval: 4,
  approved: 5,
  rejected: 6,
  approvedByBank: 7,
  rejectedByBank: 8,
  uploadedByApi: 9,
} as const;
export type PayrollStatusId = (typeof PAYROLL_STATUS)[keyof typeof PAYROLL_STATUS];

/** Who acts: the signed-in user's profiles and type id (type_of_user__id), and who they are. */
export interface PayrollActor {
  readonly profiles: readonly string[];
  readonly typeId: number;
  /** The user's id: four-eyes needs it (unknown: only the server, which knows it, can judge). */
  readonly userId?: number;
}

/**
 * The approver types that sign a payroll, in order, when its company signs payrolls off: type
 * 1, then type 2 (spec 01 sections 2 and 6). Levels are data, not states, so a company can
 * need one level, two, or more without another chart.
 */
export const DEFAULT_APPROVAL_LEVELS: readonly number[] = [1, 2];

export interface PayrollLifecycleContext {
  /** The approver types that must sign, in order; none: a valid file is approved at once. */
  levels: readonly number[];
  /**
   * actual_approver_id: the approver type whose turn it is, null outside approval. A value that
   * is not one of `levels` (null, unknown) is a payroll nobody may sign (spec 01 section 6).
   */
  approverLevel: number | null;
  /** Who uploaded it (four-eyes: they never sign it), when known. */
  uploaderId: number | null;
  /** Who signed a level already (nobody signs two levels of one payroll). */
  signers: readonly number[];
  reason: string | null;
}

export type PayrollLifecycleEvent =
  | { type: 'UPLOAD'; by: PayrollActor }
  | { type: 'UPLOAD_BY_API' }
  | { type: 'PROCESS' }
  | { type: 'PROCESSED' }
  | { type: 'PROCESSING_FAILED' }
  | { type: 'HEADER_ERROR' }
  | { type: 'LINES_INVALID' }
  | { type: 'APPROVE'; by: PayrollActor }
  | { type: 'REJECT'; by: PayrollActor; reason: string }
  | { type: 'DELETE'; by: PayrollActor }
  | { type: 'BANK_PAID' }
  | { type: 'BANK_REJECTED' };

/** Who may trigger each transition, for the auditors' table. */
export type PayrollTrigger = 'CARGA' | 'designated approver' | 'provider API client' | 'system' | 'bank';

const by = (who: PayrollTrigger) => ({ who });

export const payrollLifecycleMachine = setup({
  types: {
    context: {} as PayrollLifecycleContext,
    events: {} as PayrollLifecycleEvent,
    input: {} as { levels: readonly number[] },
    meta: {} as { statusId?: PayrollStatusId; who?: PayrollTrigger },
  },
  guards: {
    isUploader: ({ event }) => 'by' in event && event.by.profiles.includes('CARGA'),
    requiresApproval: ({ context }) => context.levels.length > 0,
    // Exactly the spec's rule: the user's type is the payroll's actual_approver_id, and that is
    // one of the levels it needs; for any other value nobody may sign.
    isDesignatedApprover: ({ context, event }) =>
      'by' in event &&
      context.approverLevel !== null &&
      context.levels.includes(context.approverLevel) &&
      event.by.typeId === context.approverLevel,
    isLastLevel: ({ context }) => context.approverLevel === context.levels.at(-1),
    // Four-eyes: neither the uploader nor someone who signed a level already, whatever profiles they hold.
    isNewSigner: ({ context, event }) =>
      'by' in event && (event.by.userId === undefined || (event.by.userId !== context.uploaderId && !context.signers.includes(event.by.userId))),
    hasReason: ({ event }) => event.type === 'REJECT' && event.reason.trim().length > 0,
  },
  actions: {
    addSigner: assign({
      signers: ({ context, event }) => ('by' in event && event.by.userId !== undefined ? [...context.signers, event.by.userId] : context.signers),
    }),
  },
}).createMachine({
  id: 'payrollLifecycle',
  context: ({ input }) => ({ levels: input.levels, approverLevel: null, uploaderId: null, signers: [], reason: null }),
  initial: 'new',
  states: {
    new: {
      on: {
        UPLOAD: {
          guard: 'isUploader',
          target: 'uploaded',
          actions: assign({ uploaderId: ({ event }) => event.by.userId ?? null }),
          meta: by('CARGA'),
        },
        UPLOAD_BY_API: { target: 'uploadedByApi', meta: by('provider API client') },
      },
    },
    uploaded: {
      meta: { statusId: PAYROLL_STATUS.uploaded },
      on: { PROCESS: { target: 'processing', meta: by('system') } },
    },
    uploadedByApi: {
      meta: { statusId: PAYROLL_STATUS.uploadedByApi },
      on: { PROCESS: { target: 'processing', meta: by('system') } },
    },
    processing: {
      meta: { statusId: PAYROLL_STATUS.processing },
      on: {
        PROCESSED: [
          { guard: 'requiresApproval', target: 'underApproval', meta: by('system') },
          { target: 'approved', meta: by('system') },
        ],
        HEADER_ERROR: { target: 'error', meta: by('system') },
        LINES_INVALID: { target: 'error', meta: by('system') },
        PROCESSING_FAILED: { target: 'failed', meta: by('system') },
      },
    },
    failed: { type: 'final', meta: { statusId: PAYROLL_STATUS.failed } },
    error: { type: 'final', meta: { statusId: PAYROLL_STATUS.error } },
    underApproval: {
      meta: { statusId: PAYROLL_STATUS.underApproval },
      entry: assign({ approverLevel: ({ context }) => context.levels[0] ?? null }),
      on: {
        APPROVE: [
          {
            guard: and(['isDesignatedApprover', 'isNewSigner', 'isLastLevel']),
            target: 'approved',
            actions: [assign({ approverLevel: null }), 'addSigner'],
            meta: by('designated approver'),
          },
          {
            // The next level's turn: the status stays 'under approval'.
            guard: and(['isDesignatedApprover', 'isNewSigner']),
            actions: [assign({ approverLevel: ({ context }) => context.levels[context.levels.indexOf(context.approverLevel!) + 1] ?? null }), 'addSigner'],
            meta: by('designated approver'),
          },
        ],
        REJECT: {
          guard: and(['isDesignatedApprover', 'isNewSigner', 'hasReason']),
          target: 'rejected',
          actions: assign({ approverLevel: null, reason: ({ event }) => event.reason.trim() }),
          meta: by('designated approver'),
        },
        DELETE: { guard: 'isUploader', target: 'deleted', actions: assign({ approverLevel: null }), meta: by('CARGA') },
      },
    },
    approved: {
      meta: { statusId: PAYROLL_STATUS.approved },
      on: {
        BANK_PAID: { target: 'approvedByBank', meta: by('bank') },
        BANK_REJECTED: { target: 'rejectedByBank', meta: by('bank') },
      },
    },
    rejected: { type: 'final', meta: { statusId: PAYROLL_STATUS.rejected } },
    approvedByBank: { type: 'final', meta: { statusId: PAYROLL_STATUS.approvedByBank } },
    rejectedByBank: { type: 'final', meta: { statusId: PAYROLL_STATUS.rejectedByBank } },
    deleted: { type: 'final' },
  },
});
