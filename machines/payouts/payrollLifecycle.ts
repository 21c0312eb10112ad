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
  /**
   * Levels other approvers handed to this user for now (issue 24, "Delegated"): the user may
   * sign such a level for them, and four-eyes then judges both people.
   */
  readonly delegations?: readonly ApprovalDelegation[];
}

/** A level signed on someone's behalf: their approver type, and who they are. */
export interface ApprovalDelegation {
  readonly level: number;
  readonly forUserId: number;
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
  /**
   * When the current level began waiting (ms on the server's clock), null outside approval:
   * the deadlines are computed from it, a stored time, so they survive a reload, a restart and
   * a restored actor (XState 5 does not restore `after` timers, xstate issue 5331).
   */
  levelSince: number | null;
  /** The policy's times, decided with the levels: overdue after this long at one level... */
  escalationMs: number;
  /** ...and rejected as expired after this long at one level. */
  expiryMs: number;
}

/** The demo's defaults for "No payroll waits forever" (approvalPolicy.ts has the hours and days). */
export const DEFAULT_ESCALATION_MS = 24 * 3_600_000;
export const DEFAULT_EXPIRY_MS = 7 * 24 * 3_600_000;

export type PayrollLifecycleEvent =
  | { type: 'UPLOAD'; by: PayrollActor }
  | { type: 'UPLOAD_BY_API' }
  | { type: 'PROCESS' }
  /** `at`: when the first level starts waiting (unknown in a what-if question: no deadline). */
  | { type: 'PROCESSED'; at?: number }
  | { type: 'PROCESSING_FAILED' }
  | { type: 'HEADER_ERROR' }
  | { type: 'LINES_INVALID' }
  | { type: 'APPROVE'; by: PayrollActor; at?: number }
  | { type: 'REJECT'; by: PayrollActor; reason: string }
  | { type: 'DELETE'; by: PayrollActor }
  | { type: 'BANK_PAID' }
  | { type: 'BANK_REJECTED' }
  /** No active user but the uploader and those who signed can sign the level (the server knows its users). */
  | { type: 'BLOCK' }
  /** Someone can sign it again: an approver was enabled, or a delegation started. */
  | { type: 'UNBLOCK' }
  /** `at`: the server's clock when it noticed; only due once the level has waited its escalation time. */
  | { type: 'ESCALATE'; at: number }
  | { type: 'EXPIRE'; at: number };

/** Who may trigger each transition, for the auditors' table. */
export type PayrollTrigger = 'CARGA' | 'designated approver' | 'provider API client' | 'system' | 'bank';

const by = (who: PayrollTrigger) => ({ who });

/** The delegation that lets this user sign the level for someone; none when it is their own type. */
export const delegationFor = (user: PayrollActor, level: number | null): ApprovalDelegation | undefined =>
  user.typeId === level ? undefined : user.delegations?.find((delegation) => delegation.level === level);

/** Whose signature this user's would be at the level: their own, and the delegator's when signing for them. */
function signersOf(user: PayrollActor, level: number | null): number[] {
  if (user.userId === undefined) return [];
  const delegation = delegationFor(user, level);
  return delegation ? [user.userId, delegation.forUserId] : [user.userId];
}

export const payrollLifecycleMachine = setup({
  types: {
    context: {} as PayrollLifecycleContext,
    events: {} as PayrollLifecycleEvent,
    input: {} as { levels: readonly number[]; escalationMs?: number; expiryMs?: number },
    meta: {} as { statusId?: PayrollStatusId; who?: PayrollTrigger },
  },
  guards: {
    isUploader: ({ event }) => 'by' in event && event.by.profiles.includes('CARGA'),
    requiresApproval: ({ context }) => context.levels.length > 0,
    // Exactly the spec's rule: the user's type is the payroll's actual_approver_id, and that is
    // one of the levels it needs; for any other value nobody may sign. Or the level's approver
    // handed it to this user for now (issue 24).
    isDesignatedApprover: ({ context, event }) =>
      'by' in event &&
      context.approverLevel !== null &&
      context.levels.includes(context.approverLevel) &&
      (event.by.typeId === context.approverLevel || delegationFor(event.by, context.approverLevel) !== undefined),
    isLastLevel: ({ context }) => context.approverLevel === context.levels.at(-1),
    // Four-eyes: neither the uploader nor someone who signed a level already, whatever profiles
    // they hold; signing for someone, both of them (the uploader cannot delegate their way in).
    isNewSigner: ({ context, event }) =>
      'by' in event && signersOf(event.by, context.approverLevel).every((id) => id !== context.uploaderId && !context.signers.includes(id)),
    hasReason: ({ event }) => event.type === 'REJECT' && event.reason.trim().length > 0,
    isEscalationDue: ({ context, event }) => event.type === 'ESCALATE' && context.levelSince !== null && event.at >= context.levelSince + context.escalationMs,
    isExpiryDue: ({ context, event }) => event.type === 'EXPIRE' && context.levelSince !== null && event.at >= context.levelSince + context.expiryMs,
  },
  actions: {
    addSigner: assign({
      signers: ({ context, event }) => ('by' in event ? [...context.signers, ...signersOf(event.by, context.approverLevel)] : context.signers),
    }),
    startLevel: assign({ levelSince: ({ event }) => ('at' in event && event.at !== undefined ? event.at : null) }),
    endApproval: assign({ approverLevel: null, levelSince: null }),
  },
}).createMachine({
  id: 'payrollLifecycle',
  context: ({ input }) => ({
    levels: input.levels,
    approverLevel: null,
    uploaderId: null,
    signers: [],
    reason: null,
    levelSince: null,
    escalationMs: input.escalationMs ?? DEFAULT_ESCALATION_MS,
    expiryMs: input.expiryMs ?? DEFAULT_EXPIRY_MS,
  }),
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
          {
            guard: 'requiresApproval',
            target: 'underApproval',
            actions: [assign({ approverLevel: ({ context }) => context.levels[0] ?? null }), 'startLevel'],
            meta: by('system'),
          },
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
      // Two things a waiting payroll can be at once, each set by the server from what it knows
      // (its users, its clock); a new level starts both afresh.
      type: 'parallel',
      states: {
        signing: {
          initial: 'open',
          states: {
            open: { on: { BLOCK: { target: 'blocked', meta: by('system') } } },
            blocked: { on: { UNBLOCK: { target: 'open', meta: by('system') } } },
          },
        },
        deadline: {
          initial: 'onTime',
          states: {
            onTime: { on: { ESCALATE: { guard: 'isEscalationDue', target: 'overdue', meta: by('system') } } },
            overdue: {},
          },
        },
      },
      on: {
        APPROVE: [
          {
            guard: and(['isDesignatedApprover', 'isNewSigner', 'isLastLevel']),
            target: 'approved',
            actions: ['addSigner', 'endApproval'],
            meta: by('designated approver'),
          },
          {
            // The next level's turn: the status stays 'under approval', its wait starts afresh.
            guard: and(['isDesignatedApprover', 'isNewSigner']),
            target: 'underApproval',
            reenter: true,
            actions: ['addSigner', assign({ approverLevel: ({ context }) => context.levels[context.levels.indexOf(context.approverLevel!) + 1] ?? null }), 'startLevel'],
            meta: by('designated approver'),
          },
        ],
        REJECT: {
          guard: and(['isDesignatedApprover', 'isNewSigner', 'hasReason']),
          target: 'rejected',
          actions: ['endApproval', assign({ reason: ({ event }) => event.reason.trim() })],
          meta: by('designated approver'),
        },
        // 'Expired without approval': nobody signed the level in time.
        EXPIRE: { guard: 'isExpiryDue', target: 'rejected', actions: 'endApproval', meta: by('system') },
        DELETE: { guard: 'isUploader', target: 'deleted', actions: 'endApproval', meta: by('CARGA') },
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
