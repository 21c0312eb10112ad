/**
 * Cold page loads in Chromium for the size report and the load benchmark: a fresh browser
 * context each time (empty cache, no open connections), optional slow-phone throttling
 * through the DevTools protocol, and a small recorder installed before any page script
 * runs. Nothing here uses Playwright's selector engine on the page being measured: its
 * injected script is large enough to show up in a 4×-throttled main thread.
 */
import { devices, type Browser, type BrowserContext, type CDPSession, type Page } from '@playwright/test';

export interface Throttle {
  readonly name: string;
  /** Added to every request, ms. */
  readonly latencyMs: number;
  readonly downKbit: number;
  readonly upKbit: number;
  /** CPU slowdown factor (1: none). */
  readonly cpu: number;
}

/** Issue 15's slow phone: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, CPU 4× slower. */
export const SLOW_PHONE: Throttle = { name: 'slow phone', latencyMs: 150, downKbit: 1600, upKbit: 750, cpu: 4 };
export const UNTHROTTLED: Throttle = { name: 'unthrottled', latencyMs: 0, downKbit: 0, upKbit: 0, cpu: 1 };

/** Elements the recorder watches for, by name: the first frame each is in the DOM. */
export type Watch = Readonly<Record<string, string>>;

export interface Resource {
  /** Path and query on the served origin, or the full URL elsewhere. */
  readonly path: string;
  readonly kind: 'js' | 'css' | 'json' | 'api' | 'other';
  readonly initiator: string;
  readonly start: number;
  readonly end: number;
  /** Body bytes as transferred (compressed); 0 from the memory or disk cache. */
  readonly encoded: number;
  /** Headers and body as transferred; 0 from a cache. */
  readonly transfer: number;
  /** The browser held the first paint for it (a stylesheet or classic script in <head>). */
  readonly blocking: boolean;
}

export interface PageRecord {
  /** performance.timeOrigin of the document (ms since the epoch). */
  readonly origin: number;
  readonly fcp: number | null;
  /** Per watched name: the time of the first animation frame with the element in the DOM. */
  readonly seen: Readonly<Record<string, number>>;
  /** Per watched name: the next frame's time, when the frame that drew it has been painted. */
  readonly painted: Readonly<Record<string, number>>;
  /** The first `input` event on the element named `typing`, when handled. */
  readonly typed: number | null;
  /** Epoch ms of the first submit of a form (the Sign in press), if any. */
  readonly submittedAt: number | null;
  /** The first focus on anything in the page (the user turning to the form), if any. */
  readonly focused: number | null;
  readonly navigationEnd: number;
  readonly resources: readonly Resource[];
}

interface BenchWindow {
  __bench: {
    seen: Record<string, number>;
    painted: Record<string, number>;
    fcp: number | null;
    typed: number | null;
    submittedAt: number | null;
    focused: number | null;
    when(name: string): Promise<number>;
  };
}

/** Installed before any page script: paints, watched elements, first typing, submit time. */
function recorder({ watch, typing }: { watch: Record<string, string>; typing: string | null }): void {
  const waiters: Record<string, ((t: number) => void)[]> = {};
  const bench: BenchWindow['__bench'] = {
    seen: {},
    painted: {},
    fcp: null,
    typed: null,
    submittedAt: null,
    focused: null,
    when: (name) =>
      new Promise((resolve) => {
        const at = bench.seen[name];
        if (at !== undefined) resolve(at);
        else (waiters[name] ??= []).push(resolve);
      }),
  };
  (window as unknown as BenchWindow).__bench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') bench.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  // performance.now(), not the frame's timestamp: a frame that began during a long task
  // carries the time it began, before that task put the element in the DOM.
  const frame = () => {
    const now = performance.now();
    for (const [name, selector] of Object.entries(watch)) {
      if (bench.seen[name] === undefined && document.querySelector(selector)) {
        bench.seen[name] = now;
        requestAnimationFrame(() => void (bench.painted[name] = performance.now()));
        for (const resolve of waiters[name] ?? []) resolve(now);
      }
    }
    if (Object.keys(bench.seen).length < Object.keys(watch).length) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  if (typing) {
    document.addEventListener(
      'input',
      (event) => {
        if (bench.typed === null && event.target instanceof Element && event.target.matches(typing)) bench.typed = performance.now();
      },
      true,
    );
  }
  document.addEventListener('focusin', () => void (bench.focused ??= performance.now()), true);
  // Kept in session storage too: a sign-in ends with a full page load.
  document.addEventListener(
    'submit',
    () => {
      bench.submittedAt ??= performance.timeOrigin + performance.now();
      sessionStorage.setItem('__bench_submitted', String(bench.submittedAt));
    },
    true,
  );
}

export interface OpenOptions {
  readonly throttle: Throttle;
  readonly watch?: Watch;
  /** Selector (also in `watch` under 'typing') of the field to type into as soon as it shows. */
  readonly typing?: string;
  /** Session and local storage to start with (a signed-in user, a language). */
  readonly sessionStorage?: Readonly<Record<string, string>>;
  readonly localStorage?: Readonly<Record<string, string>>;
  /**
   * Once armed (`armRewrite`), the next document opened at `from` starts at `to` instead,
   * before any page script runs (to measure a landing page the app does not land on yet).
   */
  readonly rewrite?: { readonly from: string; readonly to: string };
  /** A phone with touch (Pixel 7's viewport, pixel ratio and user agent) instead of a 1280×800 desktop. */
  readonly phone?: boolean;
}

/** Pixel 7 as Playwright describes it, less the browser it names (these scripts launch their own). */
export const PHONE_CONTEXT = (({ defaultBrowserType: _browser, ...context }) => context)(devices['Pixel 7']);

const REWRITE_KEY = '__bench_rewrite';

/** Arms the context's `rewrite` for the next document (see OpenOptions.rewrite). */
export async function armRewrite(page: Page): Promise<void> {
  await page.evaluate((key) => sessionStorage.setItem(key, '1'), REWRITE_KEY);
}

export interface OpenPage {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly cdp: CDPSession;
}

export async function applyThrottle(cdp: CDPSession, throttle: Throttle): Promise<void> {
  await cdp.send('Network.enable');
  if (throttle.latencyMs || throttle.downKbit || throttle.upKbit) {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: throttle.latencyMs,
      downloadThroughput: throttle.downKbit ? (throttle.downKbit * 1000) / 8 : -1,
      uploadThroughput: throttle.upKbit ? (throttle.upKbit * 1000) / 8 : -1,
    });
  }
  if (throttle.cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle.cpu });
}

/** A fresh context and page, throttled and recording, not yet navigated. */
export async function freshPage(browser: Browser, options: OpenOptions): Promise<OpenPage> {
  const context = await browser.newContext({ locale: 'en-US', timezoneId: 'UTC', ...(options.phone ? PHONE_CONTEXT : { viewport: { width: 1280, height: 800 } }) });
  const session = options.sessionStorage ?? {};
  const local = options.localStorage ?? {};
  if (Object.keys(session).length > 0 || Object.keys(local).length > 0) {
    await context.addInitScript(
      ({ session, local }) => {
        if (sessionStorage.getItem('__bench_seeded')) return;
        sessionStorage.setItem('__bench_seeded', '1');
        for (const [key, value] of Object.entries(session)) sessionStorage.setItem(key, value);
        for (const [key, value] of Object.entries(local)) localStorage.setItem(key, value);
      },
      { session, local },
    );
  }
  if (options.rewrite) {
    await context.addInitScript(
      ({ key, from, to }) => {
        if (sessionStorage.getItem(key) !== '1' || location.pathname !== from) return;
        sessionStorage.removeItem(key);
        history.replaceState(history.state, '', to);
      },
      { key: REWRITE_KEY, ...options.rewrite },
    );
  }
  // As source text: tsx names functions with a `__name` helper the page does not have.
  const input = JSON.stringify({ watch: { ...(options.watch ?? {}) }, typing: options.typing ?? null });
  await context.addInitScript({ content: `(() => { const __name = (f) => f; (${recorder.toString()})(${input}); })();` });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await applyThrottle(cdp, options.throttle);
  return { context, page, cdp };
}

/**
 * Resolves with the rAF time `name` first showed (rejects after `timeoutMs`). Asks through
 * the DevTools protocol directly: Playwright's evaluate would first inject its helper script
 * into a page that is still starting.
 */
export async function seen(cdp: CDPSession, name: string, timeoutMs = 30_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  const expression = `window.__bench ? window.__bench.when(${JSON.stringify(name)}) : null`;
  while (Date.now() < deadline) {
    // Right after the navigation commits the recorder may not be installed yet.
    const answer = await cdp
      .send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true })
      .catch(() => null);
    const at: unknown = answer?.result.value;
    if (typeof at === 'number') return at;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`"${name}" did not show within ${timeoutMs} ms`);
}

/** Focuses `selector` and types `text` through the DevTools protocol (real key events). */
export async function typeInto(cdp: CDPSession, selector: string, text: string): Promise<void> {
  await cdp.send('Runtime.evaluate', { expression: `document.querySelector(${JSON.stringify(selector)})?.focus()` });
  for (const char of text) {
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', key: char, text: char, unmodifiedText: char });
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key: char });
  }
}

/**
 * Waits until the page is idle: no request in flight and none started for `quietMs`, after
 * the load event and at least one idle callback (what "when the browser is idle" code waits for).
 */
export async function waitForIdle(page: Page, { quietMs = 700, timeoutMs = 20_000 } = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let inFlight = 0;
  let last = Date.now();
  const started = () => {
    inFlight += 1;
    last = Date.now();
  };
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    last = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.waitForLoadState('load', { timeout: timeoutMs });
    await page.evaluate(() => new Promise<void>((resolve) => (window.requestIdleCallback ?? setTimeout)(() => resolve())));
    while (Date.now() < deadline) {
      if (inFlight === 0 && Date.now() - last >= quietMs) {
        // An idle callback can start a load of its own: look once more after one.
        const before = last;
        await page.evaluate(() => new Promise<void>((resolve) => (window.requestIdleCallback ?? setTimeout)(() => resolve())));
        await new Promise((r) => setTimeout(r, 100));
        if (last === before && inFlight === 0) return;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`${page.url()} was not idle within ${timeoutMs} ms`);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

const kindOf = (path: string, initiator: string): Resource['kind'] =>
  /\.m?js(\?|$)/.test(path)
    ? 'js'
    : /\.css(\?|$)/.test(path)
      ? 'css'
      : /\.json(\?|$)/.test(path)
        ? 'json'
        : path.startsWith('/api/') || initiator === 'fetch' || initiator === 'xmlhttprequest'
          ? 'api'
          : 'other';

/** What the recorder and Resource Timing hold for the current document. */
export async function readRecord(page: Page): Promise<PageRecord> {
  const raw = await page.evaluate(() => {
    const bench = (window as unknown as BenchWindow).__bench;
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    return {
      origin: performance.timeOrigin,
      fcp: bench.fcp,
      seen: bench.seen,
      painted: bench.painted,
      typed: bench.typed,
      submittedAt: bench.submittedAt,
      focused: bench.focused,
      navigationEnd: nav?.responseEnd ?? 0,
      resources: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((r) => ({
        url: r.name,
        initiator: r.initiatorType,
        start: r.startTime,
        end: r.responseEnd,
        encoded: r.encodedBodySize,
        transfer: r.transferSize,
        // Chromium 107+; not yet in TypeScript's DOM types.
        blocking: (r as PerformanceResourceTiming & { renderBlockingStatus?: string }).renderBlockingStatus === 'blocking',
      })),
    };
  });
  const origin = new URL(page.url()).origin;
  return {
    ...raw,
    resources: raw.resources.map(({ url, ...rest }) => {
      const path = url.startsWith(origin) ? url.slice(origin.length) : url;
      return { path, kind: kindOf(path, rest.initiator), ...rest };
    }),
  };
}

/**
 * The longest sequence of requests, each started only after the previous one ended, among
 * those that started before `before` (ms on the document's clock): the round trips after
 * the HTML that stood between the document and that moment.
 */
export function criticalChain(resources: readonly Resource[], before: number, slackMs = 1): Resource[] {
  const needed = resources.filter((r) => r.start < before).sort((a, b) => a.start - b.start);
  const best: Resource[][] = [];
  needed.forEach((resource, i) => {
    let chain: Resource[] = [];
    for (let j = 0; j < i; j++) {
      const prior = best[j]!;
      if (needed[j]!.end <= resource.start + slackMs && prior.length > chain.length) chain = prior;
    }
    best.push([...chain, resource]);
  });
  return best.reduce<Resource[]>((a, b) => (b.length > a.length ? b : a), []);
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length === 0 ? NaN : sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
