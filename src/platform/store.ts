import type { UseStore } from 'idb-keyval';
import type { InspectionEvent } from 'xstate';
import type { Message } from '@machines/shared/message';
import type { DraftSource, RestoringDraft } from './draftTypes';

export type Tone = 'error' | 'success' | 'warning' | 'info';

/** A toast as the code below the app asks for it: what happened, not how it is drawn. */
export interface Toast {
  readonly tone: Tone;
  readonly message: Message;
  /** Names what happened when the colour alone would tell it (errors have a common one). */
  readonly title?: Message | undefined;
}

type Sink = (inspection: InspectionEvent) => void;

/** A load started before the page rendered, for the query it was started with. */
export interface EarlyLoad {
  readonly key: string;
  /** The session it was asked with: another user's sign-in never takes it. */
  readonly token: string | null;
  readonly at: number;
  readonly promise: Promise<unknown>;
}

/** The browser's own ways of moving between pages, before the router takes `go` over. */
const browserNavigation = () => ({
  go: (to: string): void => window.location.assign(to),
  reload: (): void => window.location.reload(),
});

/**
 * Everything the app's services keep between calls, in one explicit place: what the app bound
 * at start-up (the toast drawer, the router's navigate, the QA recorder, the session's 401
 * listener and its channel to the other tabs), the page's abort controllers and a sign-in's announced landing. Each service
 * (toasts.ts, navigation.ts, pageSignal.ts, prefetch/landing.ts, inspect.ts, openForms.ts,
 * runningJobs.ts, src/api/unauthorized.ts) owns its slice's meaning; nothing else writes here.
 *
 * `resetPlatform()` puts all of it back as on a fresh page load (tests call it after every
 * test: tests/support/setup.ts). Slices are reset in place, so a reference to one stays valid.
 */
export const platform = {
  toasts: { present: null as ((toast: Toast) => void) | null, waiting: [] as Toast[] },
  navigation: browserNavigation(),
  page: { controller: new AbortController(), next: null as AbortController | null },
  /**
   * The announced landing path, and the first loads pages started before they rendered, by
   * loader (src/platform/prefetch/earlyLoader.ts).
   */
  landing: { path: null as string | null, early: new Map<symbol, EarlyLoad>() },
  inspection: { sink: null as Sink | null, early: [] as InspectionEvent[] },
  /**
   * The session's 401 listener, and the requests that met a 401 while the user signs in again
   * over the page (issue 29): `held` settles true to send them again, false to fail them.
   */
  unauthorized: { listener: (() => {}) as () => void, held: null as Promise<boolean> | null, release: null as ((resend: boolean) => void) | null },
  /**
   * The forms that write, open now, with what each can keep as a draft (openForms.ts): a 401
   * then keeps the page. `restoring` is a draft the user chose to restore, until its page takes
   * it, and who watches for one; `database` the drafts' IndexedDB store, opened on first use (drafts.ts).
   */
  forms: {
    open: new Map<symbol, DraftSource | null>(),
    restoring: null as RestoringDraft | null,
    listeners: new Set<() => void>(),
    database: null as UseStore | null,
  },
  /** This tab's channel for sign-outs in the others (signOutChannel.ts); null without BroadcastChannel. */
  signOuts: { channel: null as BroadcastChannel | null },
  /**
   * The long work running now (exports, uploads), each with what it is, and the path of a
   * departure nobody chose that is under way (runningJobs.ts).
   */
  jobs: { running: new Map<symbol, Message>(), unaskedTo: null as string | null },
};

export function resetPlatform(): void {
  platform.toasts.present = null;
  platform.toasts.waiting = [];
  Object.assign(platform.navigation, browserNavigation());
  platform.page.controller = new AbortController();
  platform.page.next = null;
  platform.landing.path = null;
  platform.landing.early.clear();
  platform.inspection.sink = null;
  platform.inspection.early = [];
  platform.unauthorized.listener = () => {};
  platform.unauthorized.release?.(false);
  platform.unauthorized.held = null;
  platform.unauthorized.release = null;
  platform.forms.open.clear();
  platform.forms.restoring = null;
  platform.forms.listeners.clear();
  platform.forms.database = null;
  platform.signOuts.channel?.close();
  platform.signOuts.channel = null;
  platform.jobs.running.clear();
  platform.jobs.unaskedTo = null;
}
