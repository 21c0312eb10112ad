import type { Page } from '@playwright/test';
import { pageEntries } from '../../scripts/build/manifests';
import { atPath, openInApp, openSettled } from './support/app';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';
import { payrollIdOf } from './support/payouts';

/**
 * An axe-core audit of every screen, in English and in Spanish (issue 7 section 3). Each
 * protected route is opened by a user whose profiles let them in; dialogs are audited open,
 * in their own tests.
 */

const LANGUAGES = ['en', 'es'] as const;
type Language = (typeof LANGUAGES)[number];

/** A user for each route: the first of these whose profiles the route allows. */
const USER_FOR: Record<string, string> = {
  CARGA: 'carga',
  APROBADOR_1: 'aprobador1',
  MANAGER: 'manager',
  ADMIN: 'admin',
  ALPSADMIN: 'alpsadmin',
  ALL: 'carga',
};

function userFor(roles: readonly string[]): string {
  const role = roles.find((candidate) => candidate in USER_FOR) ?? 'ALL';
  return USER_FOR[role]!;
}

/** The address to open for a route: parameters filled with seeded data, the catch-all a typo. */
const address = (path: string): string =>
  path === '$' ? '/no-such-page' : path.replace('$id_payroll', '1');

async function chooseLanguage(page: Page, language: Language): Promise<void> {
  await page.evaluate((lang) => window.localStorage.setItem('lang', lang), language);
}

/** Opens `path` and waits until it has painted its heading and settled its calls. */
const open = openSettled;

/**
 * QA's statecharts page draws every chart of the catalog with Mermaid (tens of seconds on a
 * busy CI machine): tests/e2e/qa/statecharts.spec.ts waits for all of them and runs axe there.
 */
const AUDITED_ELSEWHERE = new Set(['/qa/statecharts']);

/** Every signed-in page of the areas' manifests, and the catch-all. */
const ROUTES = [
  ...(await pageEntries()).flatMap((entry) => (entry.layout === 'public' ? [] : [entry])),
  { path: '$', roles: ['ALL'] },
];

const byUser = new Map<string, string[]>();
for (const route of ROUTES.filter((entry) => !AUDITED_ELSEWHERE.has(entry.path))) {
  const user = userFor(route.roles);
  byUser.set(user, [...(byUser.get(user) ?? []), address(route.path)]);
}
/** Screens per test: small enough that parallel workers share the audit evenly. */
const SCREENS_PER_TEST = 5;
const batches = [...byUser].flatMap(([user, paths]) =>
  Array.from({ length: Math.ceil(paths.length / SCREENS_PER_TEST) }, (_, index) => ({
    user,
    paths: paths.slice(index * SCREENS_PER_TEST, (index + 1) * SCREENS_PER_TEST),
  })),
);

for (const language of LANGUAGES) {
  test.describe(`in ${language === 'en' ? 'English' : 'Spanish'}`, () => {
    test('public pages', async ({ page }) => {
      await page.goto('/login');
      await chooseLanguage(page, language);
      for (const path of [
        '/login',
        '/account/recover_password',
        '/account/reset_password?token=demo-reset-token&b64e=Y2FyZ2FAZGVtby5leGFtcGxl',
        '/register',
      ]) {
        await open(page, path);
        await expectAccessible(page, path);
      }
    });

    for (const { user, paths } of batches) {
      test(`${user} opens ${paths.join(', ')}`, async ({ page, demo }) => {
        // Up to five pages, each settled and scanned by axe: up to 25 s beside another worker on
        // two cores, too close to the default 30 s to fail only on behaviour.
        test.slow();
        await demo.storeSession(page, user);
        await chooseLanguage(page, language);
        // The first screen loads the app; the others open inside it, as the menu would.
        for (const [index, path] of paths.entries()) {
          await (index === 0 ? open : openInApp)(page, path);
          if (path !== '/no-such-page') await expect(page).toHaveURL(atPath(path.split('?')[0]!));
          await expectAccessible(page, `${user} on ${path}`);
        }
      });
    }
  });
}

type Catalogue = { readonly [key: string]: string | Catalogue };

/**
 * The visible texts of a language, from the catalogues the app ships: `t('payoutList:reject.title',
 * { id })` as the app would write it.
 */
async function catalogues(language: Language): Promise<(key: string, values?: Record<string, string | number>) => string> {
  const namespaces = ['shell', 'payoutList', 'payrollDetail', 'payoutTransactions', 'payoutReport', 'paymentTransactions', 'filters'];
  const loaded = new Map<string, Catalogue>();
  for (const ns of namespaces) {
    const module = (await import(`../../locales/${language}/${ns}.json`, { with: { type: 'json' } })) as { default: Catalogue };
    loaded.set(ns, module.default);
  }
  return (key, values = {}) => {
    const [ns, path] = key.split(':') as [string, string];
    let node: string | Catalogue | undefined = loaded.get(ns);
    for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    if (typeof node !== 'string') throw new Error(`No text ${key} in ${language}`);
    return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
  };
}

/** Audits what is open, then closes it with Escape, as a keyboard user would. */
async function auditOpen(page: Page, what: string, opened: ReturnType<Page['getByRole']>): Promise<void> {
  await expect(opened).toBeVisible();
  await expectAccessible(page, what);
  await page.keyboard.press('Escape');
  await expect(opened).toBeHidden();
}

type Texts = Awaited<ReturnType<typeof catalogues>>;

/** Stands for any payout id in a text with `{{id}}`; `anyId` turns such a text into a pattern. */
const ANY = '\u0000';
const anyId = (text: string): RegExp =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(ANY, '\\d+')}$`);

/**
 * Opens the actions menu of the first payout in the list that offers `action`, chooses it and
 * returns the payout's id.
 */
async function openRowAction(page: Page, t: Texts, action: 'delete' | 'reject' | 'approve'): Promise<number> {
  const menus = page.getByRole('button', { name: anyId(t('payoutList:actions.menu', { id: ANY })) });
  const count = await menus.count();
  for (let index = 0; index < count; index += 1) {
    const menu = menus.nth(index);
    await menu.click();
    // Its items are counted once it is open (counted while opening, there were none), and it is
    // closed before the next one is tried (a menu still open covers the buttons below it).
    const opened = page.getByRole('menu');
    await expect(opened).toBeVisible();
    const item = opened.getByRole('menuitem', { name: t(`payoutList:actions.${action}`), exact: true });
    if ((await item.count()) > 0) {
      const id = Number(/\d+/.exec((await menu.getAttribute('aria-label')) ?? '')?.[0]);
      await item.click();
      return id;
    }
    await page.keyboard.press('Escape');
    await expect(opened).toBeHidden();
  }
  throw new Error(`No payout in the list offers ${action}`);
}

/**
 * The dialogs, menus and pickers of each screen, one test per screen so that the workers share
 * them (in one test they took 46 s, the longest of the run).
 */
for (const language of LANGUAGES) {
  test.describe(`dialogs, menus and pickers in ${language === 'en' ? 'English' : 'Spanish'}`, () => {
    let t: Texts;
    test.beforeEach(async ({ page, demo }) => {
      t = await catalogues(language);
      await demo.storeSession(page, 'carga');
      await chooseLanguage(page, language);
    });

    test('the payout list: account menu and date picker', async ({ page }) => {
      test.slow();
      await open(page, '/payouts/list');
      await page.getByRole('button', { name: t('shell:userMenu', { name: 'Camila Rojas', initials: 'CR' }) }).click();
      await auditOpen(page, 'the account menu', page.getByRole('menu'));

      await page.getByRole('button', { name: t('filters:dateRange.label') }).first().click();
      await auditOpen(page, 'the date range picker', page.getByRole('dialog'));
    });

    test('the payout list: actions and download menus, delete dialog', async ({ page }) => {
      test.slow();
      await open(page, '/payouts/list');
      const firstRow = page.getByRole('table', { name: t('payoutList:table') }).getByRole('row').nth(1);
      const id = await payrollIdOf(firstRow);
      await page.getByRole('button', { name: t('payoutList:actions.menu', { id }) }).click();
      await auditOpen(page, 'a payout’s actions menu', page.getByRole('menu'));

      await page.getByRole('button', { name: anyId(t('payoutList:download.button', { id: ANY })) }).first().click();
      await auditOpen(page, 'a payout’s download menu', page.getByRole('menu'));

      const deletable = await openRowAction(page, t, 'delete');
      await auditOpen(page, 'the delete dialog', page.getByRole('dialog', { name: t('payoutList:delete.title', { id: deletable }) }));
    });

    test('a payroll detail: the column choices', async ({ page }) => {
      // The payout list's first row, as a user would open it from there.
      await open(page, '/payouts/list');
      const firstRow = page.getByRole('table', { name: t('payoutList:table') }).getByRole('row').nth(1);
      const id = await payrollIdOf(firstRow);
      await open(page, `/payroll/view/${id}`);
      await page.getByRole('button', { name: t('payrollDetail:table.columns') }).click();
      await auditOpen(page, 'the column choices', page.getByRole('dialog'));
    });

    for (const [path, ns] of [
      ['/payouts/transactions', 'payoutTransactions'],
      ['/payouts/report', 'payoutReport'],
    ] as const) {
      test(`a transaction's detail on ${path}`, async ({ page }) => {
        await open(page, path);
        await page.getByRole('button', { name: anyId(t(`${ns}:table.details`, { id: ANY })) }).first().click();
        await auditOpen(page, `a transaction's detail on ${path}`, page.getByRole('dialog'));
      });
    }

    test("a payment's costs popup", async ({ page }) => {
      await open(page, '/payments/transactions');
      await page.getByRole('button', { name: anyId(t('paymentTransactions:costs.open', { id: ANY })) }).first().click();
      await auditOpen(page, "a payment's costs popup", page.getByRole('dialog'));
    });
  });
}

for (const language of LANGUAGES) {
  test(`the reject and approve dialogs in ${language === 'en' ? 'English' : 'Spanish'}`, async ({ page, demo }) => {
    const t = await catalogues(language);
    await demo.storeSession(page, 'aprobador1');
    await chooseLanguage(page, language);
    await open(page, '/payouts/list');
    const id = await openRowAction(page, t, 'reject');
    const dialog = page.getByRole('dialog', { name: t('payoutList:reject.title', { id }) });
    await expect(dialog).toBeVisible();
    // Opened once the reason has the focus (Mantine moves it there when the dialog is in place):
    // a click on Reject made while it was still opening once went unheard on a busy CI machine.
    await expect(dialog.getByRole('textbox', { name: t('payoutList:reject.reason') })).toBeFocused();
    // With the refusal shown: the empty reason's message is part of what is audited.
    await dialog.getByRole('button', { name: t('payoutList:reject.submit'), exact: true }).click();
    await expect(dialog.getByText(t('payoutList:reject.reasonRequired'))).toBeVisible();
    // Audited, then closed with Escape (auditOpen), sending nothing.
    await auditOpen(page, 'the reject dialog', dialog);

    // Approval's confirmation (issue 24): the payroll, its totals per currency, the level signed.
    const approving = await openRowAction(page, t, 'approve');
    const confirm = page.getByRole('dialog', { name: t('payoutList:approve.title', { id: approving }) });
    await expect(confirm.getByRole('button', { name: t('payoutList:approve.confirm'), exact: true })).toBeFocused();
    await auditOpen(page, 'the approve dialog', confirm);
  });
}

/** The sign-in form in whichever language it speaks: its two fields, then Enter. */
async function submitSignIn(page: Page, username: string, password: string): Promise<void> {
  await page.locator('input[autocomplete="username"]').fill(username);
  await page.locator('input[type="password"]').fill(password);
  await page.keyboard.press('Enter');
}

for (const language of LANGUAGES) {
  test(`refusals and failures in ${language === 'en' ? 'English' : 'Spanish'}`, async ({ page, pageErrors }) => {
    const t = await catalogues(language);
    await page.goto('/login');
    await chooseLanguage(page, language);
    await page.reload();
    await submitSignIn(page, 'carga', 'wrong-password');
    await expect(page.getByRole('alert')).toBeVisible();
    await expectAccessible(page, 'a refused sign-in');

    await submitSignIn(page, 'carga', 'demo1234');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.route('**/api/v1/payrolls/**', (route) => route.fulfill({ status: 500, body: '{}' }));
    await open(page, '/payouts/list');
    await expect(page.getByRole('alert').filter({ hasText: t('payoutList:failed') })).toBeVisible();
    await expectAccessible(page, 'a list that failed to load');
    pageErrors.length = 0; // the browser logs the 500 it was made to answer
  });
}
