import { describe, expect, it } from 'vitest';
import { MENU, type MenuItem } from '@app/routes/menu';
import { loadPageModule, PAGE_ENTRIES, exportNameOf } from '@app/routes/manifests';
import { ROUTES } from '@app/routes/table';

/**
 * The areas' manifests are the one place a page is declared (src/session/pageEntry.ts): the
 * guards' table is derived from them at build time, the menu, palette and loader at run time.
 */
const PAGE_FILES = import.meta.glob('../../../src/*/*/*Page.tsx');
const labels = (items: readonly MenuItem[]): string[] =>
  items.flatMap((item) => (item.kind === 'group' ? [`${item.label}:`, ...labels(item.children)] : [item.label]));

describe('the areas’ manifests', () => {
  it('declare each path once', () => {
    const paths = PAGE_ENTRIES.map((entry) => entry.path);
    expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([]);
  });

  it('give the guards a table with exactly their paths, layouts and roles', () => {
    const expected = PAGE_ENTRIES.map((entry) =>
      entry.layout === 'public'
        ? { path: entry.path, layout: entry.layout, search: entry.search }
        : { path: entry.path, layout: entry.layout, roles: entry.roles, qaTool: entry.qaTool },
    );
    const table = ROUTES.map((route) =>
      route.layout === 'public'
        ? { path: route.path, layout: route.layout, search: route.search }
        : { path: route.path, layout: route.layout, roles: route.roles, qaTool: route.qaTool },
    );
    expect(table).toEqual(expected);
    // Only what guarding needs reaches the entry chunk.
    for (const route of ROUTES) expect(Object.keys(route).sort()).not.toContain('namespaces');
  });

  it('name a page module for every entry, and every page module has an entry', () => {
    const declared = new Set(PAGE_ENTRIES.map((entry) => entry.page.split('/').pop()));
    const files = Object.keys(PAGE_FILES).map((file) => file.split('/').pop()!.replace('.tsx', ''));
    // /login is the entry chunk's own page, not a lazy one.
    expect(files.filter((name) => name !== 'LoginPage').sort()).toEqual([...declared].sort());
  });

  it('load a page module that exports the page under its file name', async () => {
    const entry = PAGE_ENTRIES.find((each) => each.path === '/payments/currency_converter')!;
    const module = await loadPageModule(entry.path);
    expect(typeof module[exportNameOf(entry)]).toBe('function');
    await expect(loadPageModule('/no/such/page')).rejects.toThrow('No manifest declares /no/such/page');
  });

  it('place the menu in the order of spec 01 section 2 (side menu), the audit trail and the approval policies last among payouts', () => {
    expect(labels(MENU)).toEqual([
      'dashboard',
      'payouts:',
      'payoutList',
      'payoutTransactions',
      'payoutReport',
      'payoutUpload',
      'payoutAudit',
      'approvalPolicies',
      'payments:',
      'paymentTransactions',
      'merchantInfo',
      'settlements',
      'balance',
      'settings:',
      'users',
      'developers:',
      'documentation',
    ]);
  });
});
