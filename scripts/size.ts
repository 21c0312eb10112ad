/**
 * What pages download, measured in Chromium against the production server (issue 7,
 * section 2). Run a build first (`npm run build`).
 *
 *   npx tsx scripts/size.ts [--check] [--dist DIR] [--floor | --no-floor] [--files]
 *
 * - /login opened cold, signed out: every script and stylesheet fetched until the page is
 *   idle (what loads later on its own counts too); budgets 151 KB JS and 20 KB CSS.
 * - Every route with a page of its own, plus the two landing pages, opened cold as a signed-in
 *   demo user (carga, or admin where carga may not go; signed in through the login form and
 *   the demo API): its first load, shell included, until idle; budget 250 KB JS.
 * - The floor: what each library of the first load weighs (a second build, split by
 *   library; `npm run size` shows it, `--check` only with --floor).
 *
 * - Libraries loaded on demand only (scripts/size/onDemand.ts): in no first load, and fetched
 *   when the control that needs them opens.
 *
 * Sizes are gzip -9 of each fetched file. `--check` exits 1 when a budget or an on-demand rule
 * is broken.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { canAccess } from '../src/session/guard';
import { chromiumLaunchOptions } from './browser/find';
import { pageEntries } from './build/manifests';
import { serveBuild } from './bench/serve';
import { signIn, type SignedIn } from './bench/signIn';
import { measureFloor } from './size/floor';
import { createMeasurer } from './size/measure';
import { ON_DEMAND, onDemandFailures } from './size/onDemand';
import { formatReport, overBudget, type PageLoad } from './size/report';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const args = process.argv.slice(2);
const check = args.includes('--check');
const distArg = args.indexOf('--dist');
const distDir = distArg >= 0 && args[distArg + 1] ? resolve(args[distArg + 1]!) : resolve(root, 'dist');
const withFloor = args.includes('--floor') || (!check && !args.includes('--no-floor'));

/** Demo users whose profiles open the routes (README.md, "Demo users"). */
const USERS = [
  { name: 'carga', profiles: ['CARGA'] },
  { name: 'admin', profiles: ['ADMIN', 'BALANCE_MANAGEMENT'] },
] as const;

/** Every signed-in page of the areas' manifests (src/<area>/manifest.ts), the landing pages among them. */
async function routesToMeasure(): Promise<{ path: string; user: string }[]> {
  // QA tools (docs/decisions.md, issue 12) draw diagrams with Mermaid by design: not a user's page.
  const wanted = (await pageEntries(root)).flatMap((entry) => (entry.layout === 'public' || entry.qaTool ? [] : [entry]));
  return wanted.flatMap((entry) => {
    const user = USERS.find((candidate) => canAccess(candidate.profiles, entry.roles));
    return user ? [{ path: entry.path, user: user.name }] : [];
  });
}

/** A payroll carga can see, for /payroll/view/$id_payroll. */
async function somePayrollId(base: string, carga: SignedIn): Promise<number> {
  const answer = await fetch(`${base}/api/v1/payrolls/?itemsPerPage=1&page=1`, { headers: { Authorization: `Token ${carga.token}` } });
  const body = (await answer.json()) as { items?: { id: number }[] };
  const id = body.items?.[0]?.id;
  if (id === undefined) throw new Error('the demo API lists no payroll for carga');
  return id;
}

async function inPairs<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += 2) results.push(...(await Promise.all(items.slice(i, i + 2).map(work))));
  return results;
}

async function main(): Promise<number> {
  if (!existsSync(resolve(distDir, 'index.html'))) {
    console.error(`${distDir} has no build: run \`npm run build\` first.`);
    return 1;
  }
  const began = performance.now();
  const floor = withFloor ? measureFloor(root) : null;
  const served = await serveBuild(distDir);
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const measurer = createMeasurer(browser, served.url, distDir);
    const [login, ...signedIn] = await Promise.all([
      measurer.measure('/login', null),
      ...USERS.map((user) => signIn(browser, served.url, user.name)),
    ]);
    const sessions = new Map(signedIn.map((session) => [session.user, session]));
    const carga = sessions.get('carga')!;
    const payrollId = await somePayrollId(served.url, carga);
    const routes: PageLoad[] = await inPairs(await routesToMeasure(), ({ path, user }) =>
      measurer.measure(path.replace('$id_payroll', String(payrollId)), sessions.get(user)!),
    );
    const opened = await Promise.all(
      ON_DEMAND.map(async (library) => ({ library, load: await measurer.measure(library.path, carga, library.open) })),
    );
    const late = onDemandFailures(routes, opened);
    console.log(
      formatReport({
        login: login as PageLoad,
        routes,
        floor,
        routeFiles: args.includes('--files'),
        notes: [`Served by ${served.server}; measured in ${((performance.now() - began) / 1000).toFixed(1)} s.`],
      }),
    );
    console.log(
      late.length === 0
        ? `Loaded on demand only: ${ON_DEMAND.map((library) => library.name).join(', ')}.`
        : `LOADED TOO EARLY: ${late.join('; ')}`,
    );
    return check && (overBudget(login as PageLoad, routes).length > 0 || late.length > 0) ? 1 : 0;
  } finally {
    await browser.close();
    await served.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
