import type { PayrollPreview } from '@rules/payrollFile/preview';
import { assign, setup, type PromiseActorLogic } from 'xstate';
import { failedAs, isAborted, isApiFailure, messageOf } from '../shared/apiError';
import { intentFor, NO_INTENT, settle, type Intent } from '../shared/intent';
import { keyMessage, type Message } from '../shared/message';
import { jobMachine, type JobOutput, type JobTally } from '../shared/job';

/** Spec 01 section 9: the status is polled every 10 seconds. */
const POLL_INTERVAL_MS = 10_000;
/** Spec 01 section 9: the upload widget goes 2 seconds after status 5. */
const WIDGET_REMOVAL_MS = 2_000;
/** Spec 01 section 9: an upload answered 401 signs out after 3 seconds. */
const SIGN_OUT_DELAY_MS = 3_000;
/**
 * Our choice (the spec is silent): consecutive failed status checks tolerated, each retried
 * at the next poll; the last one stops polling and offers Retry.
 */
const POLL_FAILURE_LIMIT = 3;
/** Spec 01 section 5: csv, xls and xlsx only. */
const ACCEPTED_EXTENSIONS = ['csv', 'xls', 'xlsx'] as const;

/** The statuses of data_origin the polling reads (spec 01 section 4). */
const UPLOAD_STATUS = { failed: 0, uploaded: 1, processing: 2, headerError: 3, underApproval: 4, approved: 5 } as const;

/** A chosen file as the chart sees it: the browser's File, held opaquely and passed to `upload`. */
export interface ChosenFile {
  readonly name: string;
  /** A browser File's size, type and date: with the name, what tells one chosen file from another (issue 29). */
  readonly size?: number;
  readonly type?: string;
  readonly lastModified?: number;
}

/** One line of the upload's `errors`: no_line plus its error_* fields. */
export type UploadLineError = Readonly<Record<string, string | number | null>>;

/** The upload answer and each status check (GET /v1/get_upload_payroll). */
export interface UploadAnswer {
  readonly data_origin: { readonly id: number; readonly status: number; readonly detail: string | null };
  readonly errors: readonly UploadLineError[];
  /** How many lines have errors, when `errors` holds only the first ones. */
  readonly errors_total?: number;
}

/**
 * What the upload job's work gets (issue 28: the upload runs as a job, machines/shared/job.ts,
 * which reports its bytes and aborts it on Cancel): the file, the merchant, and the intent whose
 * key it sends.
 */
export interface UploadInput {
  readonly file: ChosenFile;
  readonly companyId: number;
  readonly intent: number;
}

/**
 * Why the preview cannot show a file (issue 28): a legacy .xls (neither the preview nor the demo
 * server reads it), bytes that are not what the name says (a PDF named .csv, a damaged .xlsx),
 * an encoding the reader does not take (UTF-16), or a merchant whose country's catalogue the
 * app does not have. The upload goes on as before in every case: the server has the last word.
 */
export type UnreadableReason = 'xlsFormat' | 'wrongType' | 'encoding' | 'unknownCountry';

/** What the preview's reader answers: the file's preview, or why it has none. */
export type PreviewAnswer = { readonly readable: true; readonly preview: PayrollPreview } | { readonly readable: false; readonly reason: UnreadableReason };

/** What the preview's reader gets: the chosen file and the merchant whose country's rules apply. */
export interface PreviewInput {
  readonly file: ChosenFile;
  readonly companyId: number;
}

export interface PayoutUploadInput {
  /** The user's companies (pks): with exactly one, it is chosen at once. */
  readonly companyIds: readonly number[];
}

export interface PayoutUploadContext {
  companyIds: readonly number[];
  companyId: number | null;
  file: ChosenFile | null;
  /** Why Upload was refused for the merchant, shown on the select. */
  companyError: Message | null;
  /** Why a selection or Upload was refused for the file, shown on the drop zone. */
  fileError: Message | null;
  /** The failed upload or status check, or why processing ended badly. */
  error: Message | null;
  /** data_origin.id once the server has the file. */
  payrollId: number | null;
  /** The latest answer about the uploaded file. */
  answer: UploadAnswer | null;
  /** Consecutive failed status checks. */
  pollFailures: number;
  /** What the upload job sent of the file, once the server has it (bytes of the file's size). */
  sent: JobTally | null;
  /** A neutral word about the last attempt ('Upload cancelled'), shown until the user acts. */
  notice: Message | null;
  /**
   * The upload being sent (issue 29): Upload again after a failure, with the same file and
   * merchant, is the same intent, so a lost answer does not make a second payroll.
   */
  intent: Intent;
  /** The preview of the chosen file for the chosen merchant (issue 28), kept while it is sent. */
  preview: PayrollPreview | null;
  /** Why there is no preview: the reader's reason, or 'failed' when the reading itself broke. */
  previewProblem: UnreadableReason | 'failed' | null;
}

export type PayoutUploadEvent =
  | { type: 'SELECT_COMPANY'; companyId: number }
  | { type: 'SELECT_FILES'; files: readonly ChosenFile[] }
  | { type: 'REMOVE_FILE' }
  | { type: 'UPLOAD' }
  | { type: 'RETRY' }
  | { type: 'RESET' };

export const isAcceptedFileName = (name: string): boolean => {
  const extension = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase();
  return extension !== undefined && (ACCEPTED_EXTENSIONS as readonly string[]).includes(extension);
};

/** What makes two uploads the same request, for the intent: the merchant, and the file by name, size, type and date (its bytes are opaque here). */
const sentAs = (context: PayoutUploadContext) => {
  const { name, size, type, lastModified } = context.file!;
  return { companyId: context.companyId, file: { name, size: size ?? null, type: type ?? null, lastModified: lastModified ?? null } };
};

/** The upload's answer, from a job that delivered one. */
const answerOf = (job: JobOutput): UploadAnswer => (job as Extract<JobOutput, { value: unknown }>).value as UploadAnswer;
/** The failure of a job that failed. */
const errorOf = (job: JobOutput): unknown => (job.outcome === 'failed' ? job.error : undefined);

const statusOf = ({ context }: { context: PayoutUploadContext }) => context.answer?.data_origin.status;
const statusOfError = (error: unknown): number | undefined => (isApiFailure(error) ? error.status : undefined);

/**
 * Spec 01 section 8: a 400 means no company; other statuses show their status text. HTTP/2
 * answers carry no status text, so then the body's first message (or the client's) is shown.
 */
function uploadFailure(error: unknown): Message {
  if (!isApiFailure(error)) return keyMessage('errors:somethingWentWrong');
  if (error.kind === 'http' && error.statusText) return { text: error.statusText };
  return error.message;
}

/**
 * Spec 01 section 8: a 400 reads 'Please, provide a company', whatever the body names (issue
 * 23). When the answer names some other field (the file: too large, unreadable), its message
 * follows on a second line, since it is what the user can act on.
 */
function badRequestMessage(error: unknown): Message {
  if (isApiFailure(error) && typeof error.body === 'object' && error.body !== null && 'text' in error.message) {
    const fields = Object.keys(error.body);
    if (fields.length > 0 && !fields.includes('company_id')) return keyMessage('payoutUpload:merchant.provideWithDetail', { detail: error.message.text });
  }
  return keyMessage('payoutUpload:merchant.provide');
}


/**
 * Upload payout (spec 01 sections 2, 4, 5, 8, 9): choose a merchant and exactly one csv, xls
 * or xlsx file, upload it once, then poll its status every 10 seconds until the server has
 * judged it. The view renders the states; it never decides.
 */
export const payoutUploadMachine = setup({
  types: {
    context: {} as PayoutUploadContext,
    events: {} as PayoutUploadEvent,
    input: {} as PayoutUploadInput,
    children: {} as { job: 'uploadJob' },
  },
  actors: {
    /**
     * POST /v1/upload_payroll (multipart) as a job: its work reports the bytes sent, Cancel (sent
     * to the job) aborts it, and it ends in an output, never an error. A 401 comes back as a
     * failure, not a sign-out.
     */
    uploadJob: jobMachine,
    /** GET /v1/get_upload_payroll?payroll_id= */
    checkStatus: {} as PromiseActorLogic<UploadAnswer, { payrollId: number }>,
    /** Reads and checks the chosen file in the browser, before anything is sent (issue 28: a module worker). */
    readPreview: {} as PromiseActorLogic<PreviewAnswer, PreviewInput>,
  },
  actions: {
    /** Ends the session (the app signals the session chart, which clears storage and goes to /login). */
    signOut: () => {},
    /** Back to choosing: the merchant stays, everything about the last file goes. */
    startOver: assign({
      file: null,
      companyError: null,
      fileError: null,
      error: null,
      payrollId: null,
      answer: null,
      pollFailures: 0,
      notice: null,
      preview: null,
      previewProblem: null,
    }),
    /** The preview was of another file or merchant. */
    forgetPreview: assign({ preview: null, previewProblem: null }),
  },
  guards: {
    isUsersCompany: ({ context, event }) =>
      event.type === 'SELECT_COMPANY' && context.companyIds.includes(event.companyId),
    /** Another of the user's merchants while a file is chosen: its country's rules may differ, so the preview is read again. */
    isOtherCompanyWithFile: ({ context, event }) =>
      event.type === 'SELECT_COMPANY' && context.companyIds.includes(event.companyId) && event.companyId !== context.companyId && context.file !== null,
    canPreview: ({ context }) => context.companyId !== null && context.file !== null,
    hasPreview: ({ context }) => context.preview !== null,
    previewBroke: ({ context }) => context.previewProblem === 'failed',
    hasUnreadableFile: ({ context }) => context.previewProblem !== null,
    isReadable: ({ event }) => 'output' in event && (event.output as PreviewAnswer).readable,
    isOneAcceptedFile: ({ event }) =>
      event.type === 'SELECT_FILES' && event.files.length === 1 && isAcceptedFileName(event.files[0]!.name),
    hasSeveralFiles: ({ event }) => event.type === 'SELECT_FILES' && event.files.length > 1,
    hasAnyFile: ({ event }) => event.type === 'SELECT_FILES' && event.files.length > 0,
    hasFile: ({ context }) => context.file !== null,
    isIncomplete: ({ context }) => context.companyId === null || context.file === null,
    isAnswered: (_, { job }: { job: JobOutput }) => job.outcome === 'complete' || job.outcome === 'short',
    isCancelled: (_, { job }: { job: JobOutput }) => job.outcome === 'cancelled',
    isUnauthorized: (_, { job }: { job: JobOutput }) => job.outcome === 'failed' && statusOfError(job.error) === 401,
    isAborted: (_, { job }: { job: JobOutput }) => job.outcome === 'failed' && isAborted(job.error),
    isBadRequest: (_, { job }: { job: JobOutput }) => job.outcome === 'failed' && statusOfError(job.error) === 400,
    // The client already told the session about this 401 (a protected call's default).
    isSignedOut: ({ event }) => 'error' in event && failedAs(event.error, 'unauthorized'),
    canRetryCheck: ({ context }) => context.pollFailures + 1 < POLL_FAILURE_LIMIT,
    // Spec 01 section 4: "Polling stops when errors appear", whatever the status says.
    hasErrorLines: ({ context }) => (context.answer?.errors.length ?? 0) > 0,
    isHeaderError: (args) => statusOf(args) === UPLOAD_STATUS.headerError,
    isFailedStatus: (args) => statusOf(args) === UPLOAD_STATUS.failed,
    isApproved: (args) => statusOf(args) === UPLOAD_STATUS.approved,
    isUnderApproval: (args) => statusOf(args) === UPLOAD_STATUS.underApproval,
    // 1 (uploaded, not yet picked up) is as unfinished as 2 (processing).
    isStillProcessing: (args) => statusOf(args) === UPLOAD_STATUS.processing || statusOf(args) === UPLOAD_STATUS.uploaded,
  },
  delays: {
    pollInterval: POLL_INTERVAL_MS,
    widgetRemoval: WIDGET_REMOVAL_MS,
    signOutDelay: SIGN_OUT_DELAY_MS,
  },
}).createMachine({
  id: 'payoutUpload',
  context: ({ input }) => ({
    companyIds: input.companyIds,
    companyId: input.companyIds.length === 1 ? input.companyIds[0]! : null,
    file: null,
    companyError: null,
    fileError: null,
    error: null,
    payrollId: null,
    answer: null,
    pollFailures: 0,
    sent: null,
    notice: null,
    intent: NO_INTENT,
    preview: null,
    previewProblem: null,
  }),
  initial: 'choosing',
  states: {
    /**
     * The form. Its substates are the preview's (issue 28): nothing to preview yet, reading the
     * file, the preview shown, a file the preview cannot read, a reading that broke. Upload is
     * allowed from each: the preview informs, the server judges (docs/decisions.md).
     */
    choosing: {
      initial: 'entering',
      on: {
        SELECT_COMPANY: [
          // Another merchant with a file chosen: the file is read again with that country's rules.
          {
            guard: 'isOtherCompanyWithFile',
            target: '.reading',
            actions: [assign({ companyId: ({ event }) => event.companyId, companyError: null, error: null, notice: null }), 'forgetPreview'],
          },
          {
            guard: 'isUsersCompany',
            target: '.entering',
            actions: assign({ companyId: ({ event }) => event.companyId, companyError: null, error: null, notice: null }),
          },
        ],
        SELECT_FILES: [
          {
            guard: 'isOneAcceptedFile',
            target: '.entering',
            actions: [assign({ file: ({ event }) => event.files[0]!, fileError: null, error: null, notice: null }), 'forgetPreview'],
          },
          // A refused selection keeps the file chosen before it (and the merchant, and its preview).
          { guard: 'hasSeveralFiles', actions: assign({ fileError: () => keyMessage('payoutUpload:file.onlyOne'), error: null, notice: null }) },
          { guard: 'hasAnyFile', actions: assign({ fileError: () => keyMessage('payoutUpload:file.wrongType'), error: null, notice: null }) },
        ],
        // Removing the file is the preview's Cancel: nothing was sent.
        REMOVE_FILE: { guard: 'hasFile', target: '.idle', actions: [assign({ file: null, fileError: null, error: null, notice: null }), 'forgetPreview'] },
        UPLOAD: [
          {
            guard: 'isIncomplete',
            actions: assign({
              companyError: ({ context }) => (context.companyId === null ? keyMessage('payoutUpload:merchant.required') : null),
              fileError: ({ context }) => (context.file === null ? keyMessage('payoutUpload:file.required') : null),
              error: null,
              notice: null,
            }),
          },
          {
            target: 'uploading',
            // The same file and merchant as the last unanswered upload are the same intent (an
            // Upload again after a failure); another file or merchant, or after an answer, the next.
            actions: assign({ companyError: null, fileError: null, error: null, notice: null, sent: null, intent: ({ context }) => intentFor(context.intent, sentAs(context)) }),
          },
        ],
      },
      states: {
        /** Where the form starts, and comes back to after a failed or cancelled upload: the preview it had, else a reading. */
        entering: {
          always: [
            { guard: 'hasPreview', target: 'shown' },
            { guard: 'previewBroke', target: 'readFailed' },
            { guard: 'hasUnreadableFile', target: 'unreadable' },
            { guard: 'canPreview', target: 'reading' },
            { target: 'idle' },
          ],
        },
        /** No file, or no merchant yet (the rules need the merchant's country). */
        idle: {},
        /** The file is being read and checked in the browser; choosing another merchant or file starts again. */
        reading: {
          invoke: {
            id: 'readPreview',
            src: 'readPreview',
            input: ({ context }) => ({ file: context.file!, companyId: context.companyId! }),
            onDone: [
              { guard: 'isReadable', target: 'shown', actions: assign({ preview: ({ event }) => (event.output.readable ? event.output.preview : null), previewProblem: null }) },
              { target: 'unreadable', actions: assign({ preview: null, previewProblem: ({ event }) => (event.output.readable ? null : event.output.reason) }) },
            ],
            onError: { target: 'readFailed', actions: assign({ preview: null, previewProblem: 'failed' }) },
          },
        },
        /** The preview: row count, totals, first rows, errors and warnings. */
        shown: {},
        /** The preview cannot read this file (its reason in `previewProblem`); the upload goes on as before. */
        unreadable: {},
        /** The reading itself broke (the worker failed); the upload goes on as before. */
        readFailed: {},
      },
    },
    uploading: {
      invoke: {
        id: 'job',
        src: 'uploadJob',
        input: ({ context }) => ({ input: { file: context.file!, companyId: context.companyId!, intent: context.intent.id } satisfies UploadInput }),
        onDone: [
          {
            guard: { type: 'isAnswered', params: ({ event }) => ({ job: event.output }) },
            target: 'processing',
            actions: assign({
              answer: ({ event }) => answerOf(event.output),
              payrollId: ({ event }) => answerOf(event.output).data_origin.id,
              sent: ({ event }) => ('tally' in event.output ? event.output.tally : null),
              intent: ({ context }) => settle(context.intent),
            }),
          },
          // The user gave that upload up before its answer (Cancel, sent to the job, aborted it):
          // the choices stay, and the next Upload is a new intent. (A server still reading the
          // cancelled upload would answer the same key with 409.)
          {
            guard: { type: 'isCancelled', params: ({ event }) => ({ job: event.output }) },
            target: 'choosing',
            actions: assign({ notice: () => keyMessage('payoutUpload:cancelled'), intent: ({ context }) => settle(context.intent) }),
          },
          // Failed uploads go back to the form with the file and merchant kept, ready to try again.
          {
            guard: { type: 'isUnauthorized', params: ({ event }) => ({ job: event.output }) },
            target: 'sessionExpired',
            actions: assign({ error: () => keyMessage('errors:sessionExpired') }),
          },
          {
            guard: { type: 'isAborted', params: ({ event }) => ({ job: event.output }) },
            target: 'choosing',
            actions: assign({ error: ({ context }) => keyMessage('payoutUpload:uploadAborted', { file: context.file!.name }) }),
          },
          {
            guard: { type: 'isBadRequest', params: ({ event }) => ({ job: event.output }) },
            target: 'choosing',
            actions: assign({ error: ({ event }) => badRequestMessage(errorOf(event.output)) }),
          },
          { target: 'choosing', actions: assign({ error: ({ event }) => uploadFailure(errorOf(event.output)) }) },
        ],
      },
    },
    processing: {
      initial: 'evaluating',
      states: {
        /** Judges the latest answer (the upload's own, then each check's), spec 01 section 4. */
        evaluating: {
          always: [
            { guard: 'hasErrorLines', target: '#payoutUpload.linesInvalid' },
            { guard: 'isHeaderError', target: '#payoutUpload.headerError' },
            { guard: 'isFailedStatus', target: '#payoutUpload.failed', actions: assign({ error: () => keyMessage('payoutUpload:failed') }) },
            { guard: 'isApproved', target: '#payoutUpload.succeeded.approved' },
            { guard: 'isUnderApproval', target: '#payoutUpload.succeeded.underApproval' },
            { guard: 'isStillProcessing', target: 'waiting' },
            // Any other status is not an upload outcome: say so rather than poll forever.
            {
              target: '#payoutUpload.failed',
              actions: assign({
                error: ({ context }) => keyMessage('payoutUpload:unexpectedStatus', { status: context.answer?.data_origin.status ?? '' }),
              }),
            },
          ],
        },
        waiting: {
          after: { pollInterval: 'checking' },
        },
        checking: {
          invoke: {
            id: 'checkStatus',
            src: 'checkStatus',
            input: ({ context }) => ({ payrollId: context.payrollId! }),
            onDone: {
              target: 'evaluating',
              actions: assign({ answer: ({ event }) => event.output, pollFailures: 0, error: null }),
            },
            onError: [
              { guard: 'isSignedOut', target: '#payoutUpload.signedOut', actions: assign({ error: () => keyMessage('errors:sessionExpired') }) },
              {
                guard: 'canRetryCheck',
                target: 'waiting',
                actions: assign({ pollFailures: ({ context }) => context.pollFailures + 1, error: ({ event }) => messageOf(event.error) }),
              },
              {
                target: 'checkFailed',
                actions: assign({ pollFailures: ({ context }) => context.pollFailures + 1, error: ({ event }) => messageOf(event.error) }),
              },
            ],
          },
        },
        /** Polling gave up after POLL_FAILURE_LIMIT failures in a row; the payroll may still be fine. */
        checkFailed: {
          on: {
            RETRY: { target: 'checking', actions: assign({ pollFailures: 0, error: null }) },
            RESET: { target: '#payoutUpload.choosing', actions: 'startOver' },
          },
        },
      },
    },
    succeeded: {
      initial: 'underApproval',
      on: { RESET: { target: 'choosing', actions: 'startOver' } },
      states: {
        /** Status 4: 'Payout uploaded successfully'; the widget stays. */
        underApproval: {},
        /** Status 5: the same, and the widget goes after 2 seconds. */
        approved: { after: { widgetRemoval: 'done' } },
        /** The widget is gone; the success panel stays. */
        done: {},
      },
    },
    headerError: { on: { RESET: { target: 'choosing', actions: 'startOver' } } },
    linesInvalid: { on: { RESET: { target: 'choosing', actions: 'startOver' } } },
    failed: { on: { RESET: { target: 'choosing', actions: 'startOver' } } },
    /** The upload was answered 401: the message shows for 3 seconds, then the session ends. */
    sessionExpired: {
      after: { signOutDelay: { target: 'signedOut', actions: 'signOut' } },
    },
    /** The session has ended; the app is on its way to /login. */
    signedOut: { type: 'final' },
  },
});
