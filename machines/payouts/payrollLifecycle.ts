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

/** Who acts: the signed-in user's profiles and type id (type_of_user__id). */
export interface PayrollActor {
  readonly profiles: readonly string[];
  readonly typeId: number;
}

export interface PayrollLifecycleContext {
  /** actual_approver_id: the approver type whose turn it is (1, then 2), null outside approval. */
  approverLevel: 1 | 2 | null;
  /** Whether the payroll's company signs payrolls off (otherwise a valid file is approved at once). */
  requiresApproval: boolean;
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
    input: {} as { requiresApproval: boolean },
    meta: {} as { statusId?: PayrollStatusId; who?: PayrollTrigger },
  },
  guards: {
    isUploader: ({ event }) => 'by' in event && event.by.profiles.includes('CARGA'),
    requiresApproval: ({ context }) => context.requiresApproval,
    isDesignatedApprover: ({ context, event }) =>
      'by' in event && context.approverLevel !== null && event.by.typeId === context.approverLevel,
    hasReason: ({ event }) => event.type === 'REJECT' && event.reason.trim().length > 0,
  },
}).createMachine({
  id: 'payrollLifecycle',
  context: ({ input }) => ({ approverLevel: null, requiresApproval: input.requiresApproval, reason: null }),
  initial: 'new',
  states: {
    new: {
      on: {
        UPLOAD: { guard: 'isUploader', target: 'uploaded', meta: by('CARGA') },
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
      initial: 'awaitingApprover1',
      on: {
        REJECT: {
          guard: and(['isDesignatedApprover', 'hasReason']),
          target: 'rejected',
          actions: assign({ approverLevel: null, reason: ({ event }) => event.reason.trim() }),
          meta: by('designated approver'),
        },
        DELETE: { guard: 'isUploader', target: 'deleted', actions: assign({ approverLevel: null }), meta: by('CARGA') },
      },
      states: {
        awaitingApprover1: {
          entry: assign({ approverLevel: 1 }),
          on: { APPROVE: { guard: 'isDesignatedApprover', target: 'awaitingApprover2', meta: by('designated approver') } },
        },
        awaitingApprover2: {
          entry: assign({ approverLevel: 2 }),
          on: {
            APPROVE: {
              guard: 'isDesignatedApprover',
              target: '#payrollLifecycle.approved',
              actions: assign({ approverLevel: null }),
              meta: by('designated approver'),
            },
          },
        },
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
