import { assign, setup, type PromiseActorLogic } from 'xstate';
import { failedAs, messageOf } from '../shared/apiError';
import { keyMessage, type Message } from '../shared/message';
import type { PayrollActionName } from './payrollAction';

/** A payroll named in a bulk action: its id and file name. */
interface BulkRow {
  readonly id: number;
  readonly filename: string;
}

/** What the server says about a selection before anything is sent. */
export interface BulkPreviewAnswer {
  /** How many payrolls the selection names. */
  readonly matching: number;
  readonly allowed: readonly BulkRow[];
  /** Rows the action does not apply to, each with the server's reason: counted and named, never sent. */
  readonly refused: readonly (BulkRow & { readonly reason: string })[];
  /** The allowed rows' loaded totals by currency (what an approval moves). */
  readonly totals: Readonly<Record<string, { readonly count: number; readonly amount: number }>>;
}

/** One row's outcome, as the bulk call answers it. */
export type BulkRowResult = { readonly id: number; readonly ok: true; readonly text: string } | { readonly id: number; readonly ok: false; readonly detail: string };

export interface BulkBatchInput {
  readonly action: PayrollActionName;
  readonly ids: readonly number[];
  /** A rejection's one reason for every row. */
  readonly detail?: string;
}

/** The selection as the list holds it; opaque here, handed to the preview as it is. */
export type BulkSelectionRef = unknown;

export interface PayrollBulkInput {
  /** Rows per request (the server takes at most 25). */
  readonly batchSize: number;
}

interface BulkFailure extends BulkRow {
  readonly message: Message;
}

interface PayrollBulkContext {
  readonly batchSize: number;
  action: PayrollActionName | null;
  selection: BulkSelectionRef;
  preview: BulkPreviewAnswer | null;
  /** A rejection's reason, kept while the dialog is open (also across a refused submit). */
  reason: string;
  /** Why the preview failed, or why the reason was refused. */
  error: Message | null;
  /** Rows still to send, in order; the next batch is its head. */
  queue: readonly BulkRow[];
  /** How many rows this run set out to move (M of 'N of M'). */
  total: number;
  /** Rows moved (N). */
  done: number;
  failed: readonly BulkFailure[];
  /** Rows never sent because the user cancelled. */
  notSent: number;
  stopRequested: boolean;
}

export type PayrollBulkEvent =
  | { type: 'START'; action: PayrollActionName; selection: BulkSelectionRef }
  | { type: 'CONFIRM'; reason?: string }
  | { type: 'CANCEL' }
  | { type: 'RETRY' }
  | { type: 'RETRY_FAILED' }
  | { type: 'CLOSE' };

/** A 401 is the session's business (it signs out); an abort means the user left. */
const isSilent = (error: unknown): boolean => failedAs(error, 'aborted', 'unauthorized');

const initialRun = { queue: [], total: 0, done: 0, failed: [], notSent: 0, stopRequested: false } as const;

/**
 * Approve, reject or delete many payrolls at once (issue 25). The server first judges the
 * selection (which rows the action may move, which not and why); the user confirms with the
 * count, the amounts per currency and the rows left out named; the rows then go in bounded
 * batches with a progress line. Cancel stops before the next batch and keeps what was done (a
 * batch on the wire is never abandoned: its outcome would be unknown). The end says 'N of M
 * done', names each failure with its message and offers to retry the failed rows only.
 */
export const payrollBulkMachine = setup({
  types: {
    context: {} as PayrollBulkContext,
    events: {} as PayrollBulkEvent,
    input: {} as PayrollBulkInput,
  },
  actors: {
    /** POST v1/payroll/bulk/{action}/preview with the selection. */
    previewSelection: {} as PromiseActorLogic<BulkPreviewAnswer, { action: PayrollActionName; selection: BulkSelectionRef }>,
    /** POST v1/payroll/bulk/{action} with one batch of ids. */
    sendBatch: {} as PromiseActorLogic<{ readonly results: readonly BulkRowResult[] }, BulkBatchInput>,
  },
  actions: {
    /** The list loads its page again, so the new statuses show. */
    refreshList: () => {},
    /** The list forgets its selection (the run is over and closed). */
    clearSelection: () => {},
  },
  guards: {
    nothingAllowed: (_, params: { preview: BulkPreviewAnswer }) => params.preview.allowed.length === 0,
    needsReason: ({ context }, params: { reason: string | undefined }) =>
      context.action === 'reject' && (params.reason ?? '').trim() === '',
    isSilent: (_, params: { error: unknown }) => isSilent(params.error),
    moreToSend: ({ context }) => context.queue.length > 0 && !context.stopRequested,
    hasFailures: ({ context }) => context.failed.length > 0,
  },
}).createMachine({
  id: 'payrollBulk',
  context: ({ input }) => ({
    batchSize: input.batchSize,
    action: null,
    selection: null,
    preview: null,
    reason: '',
    error: null,
    ...initialRun,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        START: {
          target: 'previewing',
          actions: assign({
            action: ({ event }) => event.action,
            selection: ({ event }) => event.selection,
            preview: null,
            reason: '',
            error: null,
            ...initialRun,
          }),
        },
      },
    },
    previewing: {
      invoke: {
        id: 'previewSelection',
        src: 'previewSelection',
        input: ({ context }) => ({ action: context.action!, selection: context.selection }),
        onDone: [
          {
            guard: { type: 'nothingAllowed', params: ({ event }) => ({ preview: event.output }) },
            target: 'nothingAllowed',
            actions: assign({ preview: ({ event }) => event.output }),
          },
          { target: 'confirming', actions: assign({ preview: ({ event }) => event.output }) },
        ],
        onError: [
          { guard: { type: 'isSilent', params: ({ event }) => ({ error: event.error }) }, target: 'idle' },
          { target: 'previewFailed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
        ],
      },
      on: { CANCEL: 'idle' },
    },
    previewFailed: {
      on: {
        RETRY: { target: 'previewing', actions: assign({ error: null }) },
        CANCEL: 'idle',
      },
    },
    /** Not one row of the selection allows the action: the reasons are shown, nothing can be sent. */
    nothingAllowed: {
      on: { CANCEL: 'idle' },
    },
    confirming: {
      on: {
        CONFIRM: [
          {
            guard: { type: 'needsReason', params: ({ event }) => ({ reason: event.reason }) },
            // Spec 01 section 5, as for one payroll: stay, keep what was typed, say why.
            actions: assign({ reason: ({ event }) => event.reason ?? '', error: () => keyMessage('payoutList:reject.reasonRequired') }),
          },
          {
            target: 'sending',
            actions: assign({
              reason: ({ event }) => (event.reason ?? '').trim(),
              error: null,
              queue: ({ context }) => context.preview!.allowed,
              total: ({ context }) => context.preview!.allowed.length,
            }),
          },
        ],
        CANCEL: 'idle',
      },
    },
    sending: {
      // The batch is invoked here, not in `running`: Cancel moves to `stopping` and the request
      // on the wire goes on to its answer.
      invoke: {
        id: 'sendBatch',
        src: 'sendBatch',
        input: ({ context }) => ({
          action: context.action!,
          ids: context.queue.slice(0, context.batchSize).map((row) => row.id),
          ...(context.action === 'reject' ? { detail: context.reason } : {}),
        }),
        onDone: {
          target: 'tallying',
          actions: assign(({ context, event }) => {
            const batch = context.queue.slice(0, context.batchSize);
            // Only the batch's rows count, once each: a row the answer does not mention was not
            // moved (a failure too, never a success), and one it mentions unasked is ignored.
            const outcomes = batch.map((row) => ({ row, result: event.output.results.find((result) => result.id === row.id) }));
            const failed = outcomes.flatMap(({ row, result }) =>
              result?.ok ? [] : [{ ...row, message: result ? { text: result.detail } : keyMessage('errors:somethingWentWrong') }],
            );
            return {
              queue: context.queue.slice(context.batchSize),
              done: context.done + outcomes.filter(({ result }) => result?.ok).length,
              failed: [...context.failed, ...failed],
            };
          }),
        },
        onError: [
          { guard: { type: 'isSilent', params: ({ event }) => ({ error: event.error }) }, target: 'idle' },
          {
            // The whole batch failed (no answer, a refusal of the request): each of its rows says why.
            target: 'tallying',
            actions: assign(({ context, event }) => {
              const message = messageOf(event.error);
              return {
                queue: context.queue.slice(context.batchSize),
                failed: [...context.failed, ...context.queue.slice(0, context.batchSize).map((row) => ({ ...row, message }))],
              };
            }),
          },
        ],
      },
      initial: 'running',
      states: {
        running: {
          on: { CANCEL: { target: 'stopping', actions: assign({ stopRequested: true }) } },
        },
        /** Cancel was pressed: the batch on the wire ends, nothing more is sent. */
        stopping: {},
      },
    },
    tallying: {
      always: [
        { guard: 'moreToSend', target: 'sending' },
        {
          target: 'finished',
          actions: assign(({ context }) => ({ notSent: context.queue.length, queue: [] })),
        },
      ],
    },
    finished: {
      entry: 'refreshList',
      initial: 'judging',
      states: {
        judging: {
          always: [{ guard: 'hasFailures', target: 'withFailures' }, { target: 'allDone' }],
        },
        allDone: {},
        withFailures: {
          on: {
            RETRY_FAILED: {
              target: '#payrollBulk.sending',
              actions: assign(({ context }) => ({ queue: context.failed.map(({ id, filename }) => ({ id, filename })), failed: [], stopRequested: false })),
            },
          },
        },
      },
      on: {
        CLOSE: { target: 'idle', actions: 'clearSelection' },
      },
    },
  },
});
