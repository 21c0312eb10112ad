import type { Page } from '@playwright/test';
import { pageEntries } from '../../../scripts/build/manifests';
import { atPath, openInApp, openSettled, storedSession } from '../support/app';
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { describeFindings, phoneFindings } from './support/phoneChecks';

/**
 * Every route on a small phone (issue 27), 360×740 with touch, in both languages: the page never
 * scrolls sideways, every control is big enough for a finger (main actions 44 px), and axe finds
 * no serious or critical violation at this size (the geometry: ./support/phoneChecks.ts).
 *
 * Kept short, for the whole suite runs on two cores: each language is three tests (lanes) that
 * the workers share, each demo user signs in once per language, and inside a lane the first
 * screen loads the app and the others open inside it, as the menu would. A lane lists every
 * finding of its screens before it fails, so one run says all there is to fix.
 *
 * What the desktop suite does already is not done again: the screens' behaviour, their dialogs
 * and menus (tests/e2e/accessibility.spec.ts audits them open), and the QA tools (a manifest's
 * `qaTool`: the statecharts page draws thirty Mermaid diagrams, tests/e2e/qa/statecharts.spec.ts).
 */

test.use({ viewport: { width: 360, height: 740 } });

const LANGUAGES = ['en', 'es'] as const;
type Language = (typeof LANGUAGES)[number];

/** The demo users of the walk and their profiles (README.md, "Demo users"). */
const PROFILES = {
  aprobador1: ['APROBADOR_1'],
  carga: ['CARGA'],
  manager: ['MANAGER'],
  admin: ['ADMIN', 'BALANCE_MANAGEMENT'],
  alpsadmin: ['ALPSADMIN'],
} as const satisfies Record<string, readonly string[]>;
type User = keyof typeof PROFILES;

const mayOpen = (user: User, roles: readonly string[]): boolean =>
  roles.includes('ALL') || PROFILES[user].some((profile) => roles.includes(profile));

/** The approver's own screen: a payroll waiting for her signature, its Approve and Reject on show. */
const PAYROLL_DETAIL = '/payroll/view/$id_payroll';
const CATCH_ALL = '/no-such-page';

/** Signed out, after the signed-in screens: /logout signs the lane's last user out on the way. */
const PUBLIC = [
  '/logout',
  '/login',
  '/account/recover_password',
  '/account/reset_password?token=demo-reset-token&b64e=Y2FyZ2FAZGVtby5leGFtcGxl',
  '/register',
];

/**
 * A test's share of the walk: its users in turn, each signed in once with the screens given to
 * them, then (the last lane) the public pages.
 */
interface Lane {
  readonly name: string;
  readonly users: { readonly user: User; readonly paths: string[] }[];
  readonly publicPages: readonly string[];
}
const lane = (name: string, users: readonly User[], publicPages: readonly string[] = []): Lane => ({
  name,
  users: users.map((user) => ({ user, paths: [] })),
  publicPages,
});
const LANES = [
  lane('the approver', ['aprobador1']),
  lane('the uploader', ['carga']),
  lane('the manager, the admins and the signed-out pages', ['manager', 'admin', 'alpsadmin'], PUBLIC),
];

/** A lane's work in screens: a sign-in is a full load, about two screens opened in the app. */
const weight = ({ users, publicPages }: Lane): number =>
  users.reduce((sum, { paths }) => sum + (paths.length > 0 ? paths.length + 2 : 0), publicPages.length);

const signedIn: { path: string; roles: readonly string[] }[] = [
  ...(await pageEntries()).flatMap((entry) => (entry.layout === 'public' || entry.qaTool ? [] : [entry])),
  { path: CATCH_ALL, roles: ['ALL'] },
];
// The pages only some users may open go first; those anyone may open then even the lanes out.
signedIn.sort((a, b) => Number(a.roles.includes('ALL')) - Number(b.roles.includes('ALL')));
for (const { path, roles } of signedIn) {
  const candidates = path === PAYROLL_DETAIL ? [LANES[0]!] : LANES.filter((each) => each.users.some(({ user }) => mayOpen(user, roles)));
  const lightest = candidates.reduce((best, each) => (weight(each) < weight(best) ? each : best), candidates[0]!);
  const slot = lightest?.users.find(({ user }) => mayOpen(user, roles));
  if (!slot) throw new Error(`No demo user of the phone walk may open ${path}`);
  slot.paths.push(path);
}

/** A payroll waiting for approver 1 and not blocked, from the test's own demo store. */
async function payrollWaitingForApprover1(page: Page): Promise<number> {
  const token = (await storedSession(page))!.token;
  const response = await page.request.get('/api/v1/payrolls/?status_id__in=4', { headers: { Authorization: `Token ${token}` } });
  expect(response.ok(), `GET /api/v1/payrolls/ answered ${response.status()}`).toBe(true);
  const { items } = (await response.json()) as { items: { id: number; actual_approver_id: number | null; approval_blocked: boolean }[] };
  const waiting = items.find((payroll) => payroll.actual_approver_id === 1 && !payroll.approval_blocked);
  expect(waiting, 'the seed has a payroll waiting for approver 1').toBeDefined();
  return waiting!.id;
}

/** Opens `path` (a full load when `load`, else inside the running app), checks it, returns what failed. */
async function visit(page: Page, path: string, load: boolean, who: string): Promise<string[]> {
  await (load ? openSettled : openInApp)(page, path);
  if (path !== CATCH_ALL && path !== '/logout') await expect(page).toHaveURL(atPath(path.split('?')[0]!));
  const where = `${who} on ${path === '/logout' ? '/logout, then ' : ''}${new URL(page.url()).pathname}`;
  const failures = describeFindings(await phoneFindings(page)).map((line) => `${where}: ${line}`);
  try {
    await expectAccessible(page, where);
  } catch (error) {
    // Kept with the rest: the run lists every finding of the lane.
    failures.push((error as Error).message);
  }
  return failures;
}

for (const language of LANGUAGES) {
  test.describe(`in ${language === 'en' ? 'English' : 'Spanish'}`, () => {
    for (const { name, users, publicPages } of LANES) {
      const screens = [...users.flatMap(({ paths }) => paths), ...publicPages];
      test(`${name}: ${screens.join(', ')}`, async ({ page, demo }) => {
        // Up to a dozen screens, each settled, measured and scanned by axe, beside another worker.
        test.slow();
        const failures: string[] = [];
        for (const { user, paths } of users) {
          if (paths.length === 0) continue;
          await demo.storeSession(page, user);
          await page.evaluate((lang: Language) => window.localStorage.setItem('lang', lang), language);
          for (const [index, route] of paths.entries()) {
            const path = route === PAYROLL_DETAIL ? `/payroll/view/${await payrollWaitingForApprover1(page)}` : route;
            failures.push(...(await visit(page, path, index === 0, `${language}, ${user}`)));
          }
        }
        for (const path of publicPages) {
          const load = !/^https?:/.test(page.url());
          if (load) await page.goto('/__csp-report').then(() => page.evaluate((lang: Language) => window.localStorage.setItem('lang', lang), language));
          failures.push(...(await visit(page, path, load, `${language}, signed out`)));
        }
        expect(failures, 'every screen fits a 360 px phone, with targets a finger can hit, and passes axe').toEqual([]);
      });
    }
  });
}
