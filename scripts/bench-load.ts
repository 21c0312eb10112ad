/**
 * Cold-load benchmark (issue 15): /login and the first page after sign-in, in Chromium,
 * unthrottled and on a slow phone (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, CPU
 * 4× slower), against the production build served by the production server (server/app.ts:
 * compressed, immutable hashed assets, no-cache index.html, CSP) with the demo API.
 *
 *   npm run bench:load -- [--runs N] [--signin-runs N] [--dist DIR] [--profiles slow,unthrottled] [--phone] [--no-write]
 *
 * --runs N         cold loads of /login per profile (default 7)
 * --signin-runs N  sign-ins per landing page and profile (default 5)
 * --dist DIR       measure this build instead of building one (into a temporary directory)
 * --only TEXT      only the landing pages whose label contains TEXT
 * --phone          as a phone with touch (Pixel 7) instead of a desktop window; the figures go
 *                  between the bench:load-phone markers (issue 27)
 * --no-write       print only; by default the tables also replace the figures between the
 *                  bench:load markers of docs/performance.md, with the date and the machine
 *
 * BENCH_DEBUG=1 prints each sign-in's requests (ms from the press) to see what waits on what;
 * scripts/bench/profileLogin.ts prints one /login load's waterfall.
 *
 * Every load is cold: a fresh browser context (empty cache, no open connection). Not a test:
 * the figures depend on the machine and its load, so they are medians with their spread.
 */
import { type Browser, type Request } from '@playwright/test';
import {
  armRewrite,
  criticalChain,
  freshPage,
  median,
  readRecord,
  seen,
  SLOW_PHONE,
  typeInto,
  UNTHROTTLED,
  waitForIdle,
  type Resource,
  type Throttle,
} from './bench/coldLoad';
import { writeIntoDocs } from './bench/output';
import { runBench } from './bench/run';
import { pressSignIn, typeLogin, USERNAME_FIELD } from './bench/signIn';

const args = process.argv.slice(2);
const option = (name: string): string | undefined => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const loginRuns = Math.max(1, Number(option('--runs') ?? 7));
const signInRuns = Math.max(1, Number(option('--signin-runs') ?? 5));
const profiles = (option('--profiles') ?? 'slow,unthrottled')
  .split(',')
  .map((name) => (name.trim() === 'unthrottled' ? UNTHROTTLED : SLOW_PHONE));
const write = !args.includes('--no-write');
const phone = args.includes('--phone');

const SPINNER = '.mantine-Loader-root';
/** The app's own login field, once React has replaced the prerendered copy. */
const APP_USERNAME_FIELD = `${USERNAME_FIELD}:not([data-prerendered-login] *)`;
/** The signed-in layout's main region (src/shell/Shell.tsx; the login card is a <main> too). */
const MAIN = 'main[data-shell-main]';

// ---------------------------------------------------------------------------------------
// /login

interface LoginRun {
  readonly fcp: number;
  readonly formSeen: number;
  readonly typed: number;
  /** The last script the paint waited for; -Infinity when it waited for none. */
  readonly lastScript: number;
  /** The app's own form replaced the prerendered copy (its scripts ran). */
  readonly appForm: number;
  readonly rounds: number;
  readonly scripts: number;
  readonly chain: readonly string[];
  readonly fcpIsForm: boolean;
  /** Transferred by the load itself (before the first focus on the form). */
  readonly js: number;
  readonly css: number;
  /** Transferred after the user turned to the form (sign-in code, error texts, toaster). */
  readonly afterFocus: number;
}

async function loginRun(browser: Browser, base: string, throttle: Throttle): Promise<LoginRun> {
  const { context, page, cdp } = await freshPage(browser, {
    throttle,
    watch: { form: USERNAME_FIELD, app: APP_USERNAME_FIELD, spinner: SPINNER },
    typing: USERNAME_FIELD,
    phone,
  });
  try {
    await page.goto(`${base}/login`, { waitUntil: 'commit' });
    await seen(cdp, 'form');
    // Typed at once, through the DevTools protocol: the time the character lands in the
    // field is when the page accepts typing (a busy main thread delays it).
    await typeInto(cdp, USERNAME_FIELD, 'c');
    await waitForIdle(page);
    const record = await readRecord(page);
    if (record.fcp === null || record.typed === null) throw new Error('no first contentful paint or no typing recorded');
    const fcp = record.fcp;
    const formSeen = record.seen.form ?? Infinity;
    const focusAt = record.focused ?? Infinity;
    // What the paint needed, among requests started before it and before the benchmark's own
    // focus on the form (which starts the sign-in code's download): when the app painted
    // the form, all of them; when the prerendered copy was painted first, only what the
    // browser held the paint for (the stylesheet), since scripts run after it.
    const paintCutoff = Math.min(fcp, focusAt);
    const appPainted = (record.seen.app ?? Infinity) <= fcp;
    const needed = record.resources.filter((r) => r.start < paintCutoff && (appPainted || r.blocking));
    const scripts = needed.filter((r) => r.kind === 'js');
    const load = record.resources.filter((r) => r.start < focusAt);
    const sum = (list: readonly Resource[], kind: Resource['kind']) => list.filter((r) => r.kind === kind).reduce((t, r) => t + r.encoded, 0);
    const chain = criticalChain(needed, paintCutoff);
    const spinner = record.seen.spinner;
    return {
      fcp,
      formSeen,
      typed: record.typed,
      lastScript: Math.max(...scripts.map((r) => r.end)),
      appForm: record.seen.app ?? Infinity,
      rounds: chain.length,
      scripts: scripts.length,
      chain: chain.map((r) => r.path),
      // The form was in the DOM by the first paint, and no spinner came before it.
      fcpIsForm: formSeen <= fcp && (spinner === undefined || spinner >= formSeen),
      js: sum(load, 'js'),
      css: sum(load, 'css'),
      afterFocus: record.resources.filter((r) => r.start >= focusAt && (r.kind === 'js' || r.kind === 'css')).reduce((t, r) => t + r.encoded, 0),
    };
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------
// First page after sign-in

interface Landing {
  readonly label: string;
  readonly user: string;
  /** Where the app lands this user today. */
  readonly lands: string;
  /** Where the benchmark measures (differs when it stands in for a page that is not built yet). */
  readonly path: string;
  /** Main content: every selector must be in the DOM. */
  readonly content: Readonly<Record<string, string>>;
  /** Chunks of the page and its texts, by file-name prefix, to see when they were fetched. */
  readonly pageChunk: string;
  readonly textChunks: readonly string[];
}

const LANDINGS: readonly Landing[] = [
  {
    label: 'carga → / (dashboard)',
    user: 'carga',
    lands: '/',
    path: '/',
    // Heading and the first figures (today's cards render with the data, a skeleton before).
    content: { heading: `${MAIN} h1`, body: `${MAIN} section[aria-label]` },
    pageChunk: 'DashboardPage-',
    textChunks: ['shell-', 'dashboard-', 'filters-'],
  },
  {
    label: 'admin → /payments/transactions (payments list)',
    user: 'admin',
    lands: '/payments/transactions',
    path: '/payments/transactions',
    content: { heading: `${MAIN} h1`, body: `${MAIN} tbody tr td` },
    pageChunk: 'PaymentTransactionsPage-',
    textChunks: ['shell-', 'paymentTransactions-', 'payments-', 'filters-', 'lists-'],
  },
];

interface Fetch {
  readonly file: string;
  readonly start: number;
  readonly end: number;
}

interface SignInRun {
  /** Sign in pressed → heading and first data painted, ms. */
  readonly content: number;
  /** Sign in pressed → answer of /v1/me (the last sign-in call), ms. */
  readonly signInDone: number;
  /** Of the shell, the page chunk and its texts: how many had started before /v1/me answered. */
  readonly early: string;
}

const fileOf = (url: string): string => new URL(url).pathname.split('/').pop() ?? url;

async function signInRun(browser: Browser, base: string, throttle: Throttle, landing: Landing): Promise<SignInRun> {
  const { context, page, cdp } = await freshPage(browser, {
    throttle,
    watch: { form: USERNAME_FIELD, ...landing.content },
    ...(landing.path !== landing.lands ? { rewrite: { from: landing.lands, to: landing.path } } : {}),
    phone,
  });
  const fetches: Fetch[] = [];
  const finished = (request: Request) => {
    const timing = request.timing();
    if (timing.startTime > 0) fetches.push({ file: request.url(), start: timing.startTime, end: timing.startTime + Math.max(0, timing.responseEnd) });
  };
  page.on('requestfinished', finished);
  try {
    await page.goto(`${base}/login`);
    await seen(cdp, 'form');
    await waitForIdle(page);
    if (landing.path !== landing.lands) await armRewrite(page);
    // As a person would: type the credentials, then press Sign in. What the form's focus
    // starts loading (sign-in code, shell) is done by then: a person types for seconds.
    await typeLogin(page, landing.user);
    await waitForIdle(page);
    await pressSignIn(page);
    await page.waitForURL((url) => url.pathname === landing.path, { timeout: 60_000 });
    for (const name of Object.keys(landing.content)) await seen(cdp, name, 60_000);
    await page.waitForTimeout(300);
    const record = await readRecord(page);
    const submitted = Number(await page.evaluate(() => sessionStorage.getItem('__bench_submitted')));
    const painted = Math.max(...Object.keys(landing.content).map((name) => record.painted[name] ?? record.seen[name] ?? NaN));
    if (process.env.BENCH_DEBUG) for (const f of fetches) console.log(`${Math.round(f.start - submitted)}\t${Math.round(f.end - submitted)}\t${f.file.replace(base, '')}`);
    const me = fetches.find((f) => f.file.includes('/api/v1/me'));
    const meEnd = me?.end ?? NaN;
    const wanted = [{ name: 'shell', prefix: 'Shell-' }, { name: 'page', prefix: landing.pageChunk }, ...landing.textChunks.map((prefix) => ({ name: `texts ${prefix.slice(0, -1)}`, prefix }))];
    const early = wanted.filter(({ prefix }) => fetches.some((f) => fileOf(f.file).startsWith(prefix) && f.start < meEnd));
    return {
      content: record.origin + painted - submitted,
      signInDone: meEnd - submitted,
      early: `${early.length}/${wanted.length}${early.length < wanted.length ? ` (after: ${wanted.filter((w) => !early.includes(w)).map((w) => w.name).join(', ')})` : ''}`,
    };
  } finally {
    page.off('requestfinished', finished);
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------
// Report

const ms = (value: number): string => (Number.isFinite(value) ? `${Math.round(value)}` : '–');
const spread = (values: readonly number[], format: (v: number) => string = ms): string =>
  `${format(median(values))} (${format(Math.min(...values))}–${format(Math.max(...values))})`;
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)}`;

function loginTable(rows: readonly { throttle: Throttle; runs: readonly LoginRun[] }[]): string[] {
  const out = [
    '| /login, cold | ' + rows.map((row) => row.throttle.name).join(' | ') + ' |',
    '|---|' + rows.map(() => '---:').join('|') + '|',
  ];
  const line = (label: string, cell: (runs: readonly LoginRun[]) => string) =>
    out.push(`| ${label} | ${rows.map((row) => cell(row.runs)).join(' | ')} |`);
  line('first contentful paint, ms', (runs) => spread(runs.map((r) => r.fcp)));
  line('… is the login form (runs)', (runs) => `${runs.filter((r) => r.fcpIsForm).length}/${runs.length}`);
  line('form accepts typing, ms', (runs) => spread(runs.map((r) => r.typed)));
  line('scripts the paint waited for', (runs) => spread(runs.map((r) => r.scripts), (v) => String(v)));
  line('last of them arrived, ms', (runs) => spread(runs.map((r) => r.lastScript)));
  line('… → first paint, ms', (runs) => spread(runs.map((r) => r.fcp - r.lastScript)));
  line('app took the form over (scripts ran), ms', (runs) => spread(runs.map((r) => r.appForm)));
  line('round trips after the HTML before the paint', (runs) => spread(runs.map((r) => r.rounds), (v) => String(v)));
  line('JS transferred by the load, KB', (runs) => spread(runs.map((r) => r.js), kb));
  line('CSS transferred by the load, KB', (runs) => spread(runs.map((r) => r.css), kb));
  line('after the first focus on the form, KB', (runs) => spread(runs.map((r) => r.afterFocus), kb));
  return out;
}

function signInTable(rows: readonly { throttle: Throttle; landing: Landing; runs: readonly SignInRun[] }[]): string[] {
  const out = [
    '| first page after sign-in | profile | Sign in → main content painted, ms | Sign in → /v1/me answered, ms | fetched before /v1/me answered |',
    '|---|---|---:|---:|---|',
  ];
  for (const row of rows) {
    const earliest = [...new Set(row.runs.map((r) => r.early))].join('; ');
    out.push(`| ${row.landing.label} | ${row.throttle.name} | ${spread(row.runs.map((r) => r.content))} | ${spread(row.runs.map((r) => r.signInDone))} | ${earliest} |`);
  }
  return out;
}

runBench('bench-load', option('--dist'), async ({ browser, url, server, where }) => {
  const loginRows: { throttle: Throttle; runs: LoginRun[] }[] = [];
  const signInRows: { throttle: Throttle; landing: Landing; runs: SignInRun[] }[] = [];
  for (const throttle of profiles) {
    const runs: LoginRun[] = [];
    for (let i = 0; i < loginRuns; i++) {
      runs.push(await loginRun(browser, url, throttle));
      process.stdout.write(`\r/login, ${throttle.name}: ${i + 1}/${loginRuns}   `);
    }
    loginRows.push({ throttle, runs });
    for (const landing of LANDINGS.filter((l) => !option('--only') || l.label.includes(option('--only')!))) {
      const signIns: SignInRun[] = [];
      for (let i = 0; i < signInRuns; i++) {
        signIns.push(await signInRun(browser, url, throttle, landing));
        process.stdout.write(`\r${landing.label}, ${throttle.name}: ${i + 1}/${signInRuns}   `);
      }
      signInRows.push({ throttle, landing, runs: signIns });
    }
  }
  process.stdout.write('\n');
  const machineLine = where();
  const chains = [...new Set(loginRows.flatMap((row) => row.runs.map((r) => r.chain.map((p) => p.replace(/-[\w-]{8}\./, '-*.')).join(' → '))))];
  const block = [
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run bench:load${phone ? ' -- --phone' : ''}\`${phone ? ' as a Pixel 7 with touch' : ''} (${loginRuns} cold loads of /login and ${signInRuns} sign-ins per landing page and profile; median (min–max)).`,
    `Machine: ${machineLine}. Served by ${server}.`,
    '',
    ...loginTable(loginRows),
    '',
    `Critical chain before the first paint: ${chains.join('; ') || '–'}.`,
    '',
    ...signInTable(signInRows),
  ].join('\n');
  console.log(`\n${block}\n`);
  if (write) writeIntoDocs(phone ? 'load-phone' : 'load', block);
});
