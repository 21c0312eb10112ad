import { assign, setup, type PromiseActorLogic } from 'xstate';
import { failedAs, messageOf } from '../shared/apiError';
import { intentFor, NO_INTENT, settle, type Intent } from '../shared/intent';
import { keyMessage, type Message } from '../shared/message';
import type { PayrollActionName } from './payrollAction';
import { releaseStepUpMachine } from './releaseStepUp';

/** A payroll named in a bulk action: its id and file name. */
interface BulkRow {
  readonly id: number;
  readonly filename: string;
}

/** What the server says about a selection before anything is sent. */
export interface BulkPreviewAnswer {
  /** How many payrolls the selection names. */
  readonly matching: number;
  /** `second_factor`: approving the row needs a fresh code (issue 26). */
  readonly allowed: readonly (BulkRow & { readonly second_factor?: boolean })[];
  /** Rows the action does not apply to, each with the server's reason: counted and named, never sent. */
  readonly refused: readonly (BulkRow & { readonly reason: string })[];
  /** The allowed rows' loaded totals by currency (what an approval moves). */
  readonly totals: Readonly<Record<string, { readonly count: number; readonly amount: number }>>;
  /** Some allowed row needs a fresh code: asked once for the whole selection (issue 26). */
  readonly second_factor_required?: boolean;
}

/** One row's outcome, as the bulk call answers it. */
export type BulkRowResult = { readonly id: number; readonly ok: true; readonly text: string } | { readonly id: number; readonly ok: false; readonly detail: string };

export interface BulkBatchInput {
  readonly action: PayrollActionName;
  readonly ids: readonly number[];
  /** A rejection's one reason for every row. */
  readonly detail?: string;
  /** The step-up's grant, sent with every batch of the run (issue 26). */
  readonly releaseGrant?: string;
  /** The batch's intent (issue 29): the app makes the call's Idempotency-Key from it. */
  readonly intent: number;
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
  /** What the step-up gave (issue 26): one code releases every batch of the run. */
  grant: string | null;
  /** The rows of the batch on the wire (the queue's head until its answer). */
  batch: readonly BulkRow[];
  /** The intent of the batch on the wire, or of the last one sent (issue 29); its id is the last number given. */
  intent: Intent;
  /**
   * Every batch sent that has had no answer yet (issue 29), with its rows: the server may have
   * acted on it. Sending those rows again, with the same action, reason and grant, is the same
   * intent (the same key), so a lost answer is given again instead of the rows moving twice.
   * Kept across runs, as a single action's intent outlives its dialog.
   */
  unanswered: readonly UnansweredBatch[];
}

interface UnansweredBatch {
  readonly intent: Intent;
  readonly ids: readonly number[];
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

const initialRun = { queue: [], batch: [], total: 0, done: 0, failed: [], notSent: 0, stopRequested: false } as const;

/** What a batch sends, as the intent compares it: the action, the rows, a rejection's reason, an approval's grant. */
const batchPayload = (context: PayrollBulkContext, ids: readonly number[]) => ({
  action: context.action!,
  ids,
  ...(context.action === 'reject' ? { detail: context.reason } : {}),
  ...(context.grant === null ? {} : { releaseGrant: context.grant }),
});

/**
 * The next batch: the queue's head, at most `batchSize` rows; but a batch whose answer was lost
 * at the queue's head goes again whole and alone, so its request is the same (issue 29).
 */
function nextBatch(context: PayrollBulkContext): readonly BulkRow[] {
  const again = context.unanswered.find(({ ids }) => ids.length <= context.queue.length && ids.every((id, at) => context.queue[at]!.id === id));
  return context.queue.slice(0, again ? again.ids.length : context.batchSize);
}

/** The batch's intent: an unanswered batch's again when it sends the same, else the next number. */
function batchIntent(context: PayrollBulkContext, ids: readonly number[]): Intent {
  const payload = batchPayload(context, ids);
  const text = JSON.stringify(payload);
  return context.unanswered.find(({ intent }) => intent.payload === text)?.intent ?? intentFor(settle(context.intent), payload);
}

/**
 * The failed rows, to be sent again: those of batches that had no answer first, batch by batch
 * in the order they were sent, so that each goes again as it went (the same key); then the rest.
 */
function retryQueue(context: PayrollBulkContext): readonly BulkRow[] {
  const rows = context.failed.map(({ id, filename }) => ({ id, filename }));
  const lost = context.unanswered.flatMap(({ ids }) => (ids.every((id) => rows.some((row) => row.id === id)) ? ids : []));
  const first = lost.map((id) => rows.find((row) => row.id === id)!);
  return [...first, ...rows.filter((row) => !lost.includes(row.id))];
}

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
    // The dialog reaches the step-up by its id, typed (snapshot.children.releaseStepUp).
    children: {} as { releaseStepUp: 'releaseStepUp'; previewSelection: 'previewSelection'; sendBatch: 'sendBatch' },
  },
  actors: {
    /** POST v1/payroll/bulk/{action}/preview with the selection. */
    previewSelection: {} as PromiseActorLogic<BulkPreviewAnswer, { action: PayrollActionName; selection: BulkSelectionRef }>,
    /** POST v1/payroll/bulk/{action} with one batch of ids. */
    sendBatch: {} as PromiseActorLogic<{ readonly results: readonly BulkRowResult[] }, BulkBatchInput>,
    /** The step-up chart, bound by the app with its grant call. */
    releaseStepUp: releaseStepUpMachine,
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
    needsCode: (_, params: { preview: BulkPreviewAnswer }) => params.preview.second_factor_required === true,
    hasGrant: (_, params: { grant: string | null }) => params.grant !== null,
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
    grant: null,
    intent: NO_INTENT,
    unanswered: [],
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
            grant: null,
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
          {
            // Issue 26: the code is the confirmation, asked once for the whole selection.
            guard: { type: 'needsCode', params: ({ event }) => ({ preview: event.output }) },
            target: 'steppingUp',
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
    /** A fresh code for the rows that need one (issue 26); its grant goes with every batch. */
    steppingUp: {
      invoke: {
        id: 'releaseStepUp',
        src: 'releaseStepUp',
        input: ({ context }) => ({ ids: context.preview!.allowed.filter((row) => row.second_factor === true).map((row) => row.id) }),
        onDone: [
          {
            guard: { type: 'hasGrant', params: ({ event }) => ({ grant: event.output }) },
            target: 'sending',
            actions: assign({
              grant: ({ event }) => event.output,
              queue: ({ context }) => context.preview!.allowed,
              total: ({ context }) => context.preview!.allowed.length,
            }),
          },
          { target: 'idle' },
        ],
      },
      // The dialog closed (Escape, its close button): nothing was released.
      on: { CANCEL: 'idle' },
    },
    sending: {
      // The batch and its intent, until an answer: a batch with none may have acted (issue 29).
      entry: assign(({ context }) => {
        const batch = nextBatch(context);
        const ids = batch.map((row) => row.id);
        const intent = batchIntent(context, ids);
        const known = context.unanswered.some((sent) => sent.intent.id === intent.id);
        return { batch, intent, unanswered: known ? context.unanswered : [...context.unanswered, { intent, ids }] };
      }),
      // The batch is invoked here, not in `running`: Cancel moves to `stopping` and the request
      // on the wire goes on to its answer.
      invoke: {
        id: 'sendBatch',
        src: 'sendBatch',
        input: ({ context }) => ({ ...batchPayload(context, context.batch.map((row) => row.id)), intent: context.intent.id }),
        onDone: {
          target: 'tallying',
          actions: assign(({ context, event }) => {
            const { batch } = context;
            // Only the batch's rows count, once each: a row the answer does not mention was not
            // moved (a failure too, never a success), and one it mentions unasked is ignored.
            const outcomes = batch.map((row) => ({ row, result: event.output.results.find((result) => result.id === row.id) }));
            const failed = outcomes.flatMap(({ row, result }) =>
              result?.ok ? [] : [{ ...row, message: result ? { text: result.detail } : keyMessage('errors:somethingWentWrong') }],
            );
            return {
              queue: context.queue.slice(batch.length),
              batch: [],
              done: context.done + outcomes.filter(({ result }) => result?.ok).length,
              failed: [...context.failed, ...failed],
              // Answered: sending these rows again is a new intent (a failed row is judged anew).
              intent: settle(context.intent),
              unanswered: context.unanswered.filter((sent) => sent.intent.id !== context.intent.id),
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
                queue: context.queue.slice(context.batch.length),
                batch: [],
                failed: [...context.failed, ...context.batch.map((row) => ({ ...row, message }))],
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
              actions: assign(({ context }) => ({ queue: retryQueue(context), failed: [], stopRequested: false })),
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
