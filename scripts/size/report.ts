/**
 * The size report's arithmetic and text, apart from the browser that measures (see
 * scripts/size/measure.ts), so it can be tested on made-up loads.
 *
 * Sizes are gzip level 9 of each file Chromium fetched (what the budgets are written in;
 * the production server may send brotli, which is smaller: `transferred`).
 */

export const KB = 1024;

export interface Budgets {
  /** /login, JavaScript, everything fetched until the page is idle. */
  readonly loginJsKb: number;
  /** /login, stylesheets. */
  readonly loginCssKb: number;
  /**
   * Any route's first load after sign-in (shell included), JavaScript: what the route
   * fetches beyond what /login already did (sign-in happens on /login, so its files are in
   * the cache when the route first loads).
   */
  readonly routeJsKb: number;
  /** Tighter gates for some routes, by path, measured the same way (the landing pages). */
  readonly routeJsKbByPath?: Readonly<Record<string, number>>;
}

/**
 * Issue 7 section 2; issue 9 asks 130 KB of the payments list, where admin and alpsadmin land,
 * and issue 8 130 KB of the balance pages (docs/performance.md, "List pages' first load").
 * Issue 26 lets /login grow at most 2 KB for the second factor's step: it took 0.5 KB (150.0 to
 * 150.5), and the budget moved by 1 KB, not 2, so that what is left stays tight.
 */
export const BUDGETS: Budgets = { loginJsKb: 152, loginCssKb: 20, routeJsKb: 250, routeJsKbByPath: { '/payments/transactions': 130, '/balance': 130, '/settlements/topups': 130 } };

/** The JavaScript budget of one route after sign-in. */
export const routeBudgetKb = (path: string, budgets: Budgets = BUDGETS): number => budgets.routeJsKbByPath?.[path] ?? budgets.routeJsKb;

export type FileKind = 'js' | 'css';

export interface LoadedFile {
  /** URL path, e.g. /assets/index-abc.js */
  readonly path: string;
  readonly kind: FileKind;
  /** gzip -9 of the file as built. */
  readonly gzip: number;
  /** Body bytes as Chromium received them (brotli or gzip, as the server chose). */
  readonly transferred: number;
  /** The source it was built from, when the build manifest names one. */
  readonly from?: string;
}

export interface PageLoad {
  /** e.g. '/payouts/list' */
  readonly path: string;
  /** The demo user it was opened as; null for /login (signed out). */
  readonly user: string | null;
  /** Every script and stylesheet fetched from a cold cache until the page was idle. */
  readonly files: readonly LoadedFile[];
}

export interface Totals {
  readonly js: number;
  readonly css: number;
  readonly jsTransferred: number;
  readonly cssTransferred: number;
  readonly requests: number;
}

/** Totals of a load; with `cached`, only the files not among those (already in the cache). */
export function totals(load: PageLoad, cached: PageLoad | null = null): Totals {
  const skip = new Set(cached?.files.map((f) => f.path) ?? []);
  const files = load.files.filter((f) => !skip.has(f.path));
  const sum = (kind: FileKind, field: 'gzip' | 'transferred') =>
    files.filter((f) => f.kind === kind).reduce((total, f) => total + f[field], 0);
  return {
    js: sum('js', 'gzip'),
    css: sum('css', 'gzip'),
    jsTransferred: sum('js', 'transferred'),
    cssTransferred: sum('css', 'transferred'),
    requests: files.length,
  };
}

/** What each library of the first-load chunk weighs (gzip), from a build split by library. */
export interface Floor {
  readonly libraries: Readonly<Record<string, number>>;
  /** Everything else in the first load: app code, other libraries, the bundler's runtime. */
  readonly rest: number;
}

export interface Failure {
  readonly what: string;
  readonly size: number;
  readonly budgetKb: number;
}

/** Every budget the loads break; empty when all hold. */
export function overBudget(login: PageLoad, routes: readonly PageLoad[], budgets: Budgets = BUDGETS): Failure[] {
  const failures: Failure[] = [];
  const loginTotals = totals(login);
  if (loginTotals.js > budgets.loginJsKb * KB) failures.push({ what: '/login JavaScript', size: loginTotals.js, budgetKb: budgets.loginJsKb });
  if (loginTotals.css > budgets.loginCssKb * KB) failures.push({ what: '/login CSS', size: loginTotals.css, budgetKb: budgets.loginCssKb });
  for (const route of routes) {
    const { js } = totals(route, login);
    const budgetKb = routeBudgetKb(route.path, budgets);
    if (js > budgetKb * KB) failures.push({ what: `${route.path} (as ${route.user}) JavaScript`, size: js, budgetKb });
  }
  return failures;
}

export const kb = (bytes: number): string => `${(bytes / KB).toFixed(1)} KB`;

/** A plain-text table; `textColumns` leading columns are left-aligned, the rest right-aligned. */
export function table(header: readonly string[], rows: readonly (readonly string[])[], textColumns = 1): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells.map((c, i) => (i < textColumns ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ').trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)];
}

export interface Report {
  readonly login: PageLoad;
  readonly routes: readonly PageLoad[];
  readonly floor?: Floor | null;
  readonly budgets?: Budgets;
  /** Which server answered, and anything else worth a line. */
  readonly notes?: readonly string[];
  /** List every route's files too (the login page's always are). */
  readonly routeFiles?: boolean;
}

export function formatReport({ login, routes, floor, budgets = BUDGETS, notes = [], routeFiles = false }: Report): string {
  const out: string[] = [];
  const loginTotals = totals(login);
  out.push('/login, cold, until idle (gzip -9 of every file Chromium fetched; "sent" is what the server sent):', '');
  out.push(
    ...table(
      ['file', 'from', 'gzip', 'sent'],
      login.files.map((f) => [f.path, f.from ?? '', kb(f.gzip), kb(f.transferred)]),
      2,
    ),
  );
  out.push('', `  JS   ${kb(loginTotals.js)} of ${budgets.loginJsKb} KB`, `  CSS  ${kb(loginTotals.css)} of ${budgets.loginCssKb} KB`);

  if (floor) {
    const libraries = Object.entries(floor.libraries);
    const floorTotal = libraries.reduce((total, [, size]) => total + size, 0);
    out.push('', 'Floor: the libraries of the first load, each weighed on its own (a build split by library):', '');
    out.push(...table(['library', 'gzip'], [...libraries.map(([name, size]) => [name, kb(size)]), ['floor', kb(floorTotal)], ['rest (app code, other)', kb(floor.rest)]]));
    out.push('', `  ${kb(budgets.loginJsKb * KB - floorTotal)} of the ${budgets.loginJsKb} KB /login budget is left above the floor (split chunks compress a little worse than the one first-load chunk)`);
  }

  out.push(
    '',
    `First load of each route after sign-in, until idle (budget ${budgets.routeJsKb} KB JS unless the table says). "after sign-in": what the`,
    'route fetches beyond /login\'s files (in the cache once the user signed in there), shell included;',
    '"cold": from an empty cache, /login\'s entry chunk included:',
    '',
  );
  out.push(
    ...table(
      ['route', 'user', 'JS after sign-in', 'budget', 'CSS after', 'files', 'JS cold', 'CSS cold', 'JS cold sent'],
      routes.map((route) => {
        const after = totals(route, login);
        const cold = totals(route);
        const budget = `${routeBudgetKb(route.path, budgets)} KB`;
        return [route.path, route.user ?? '', kb(after.js), budget, kb(after.css), String(after.requests), kb(cold.js), kb(cold.css), kb(cold.jsTransferred)];
      }),
      2,
    ),
  );

  if (routeFiles) {
    for (const route of routes) {
      out.push('', `${route.path} as ${route.user}:`, '');
      out.push(...table(['file', 'from', 'gzip'], route.files.map((f) => [f.path, f.from ?? '', kb(f.gzip)]), 2));
    }
  }

  const failures = overBudget(login, routes, budgets);
  out.push('');
  for (const note of notes) out.push(note);
  out.push(
    failures.length === 0
      ? 'Budgets: all within.'
      : `OVER BUDGET: ${failures.map((f) => `${f.what} ${kb(f.size)} > ${f.budgetKb} KB`).join('; ')}`,
  );
  return out.join('\n');
}
