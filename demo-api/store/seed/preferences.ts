import type { ColumnSetting } from '../../../machines/shared/columnLayout.ts';
import type { ViewList } from '../../../machines/shared/columnLayout.ts';

/**
 * What users chose for their lists (issue 25): each user's columns per list, under
 * `<user id>:<list>`, seeded empty (every user starts with the lists' defaults), and the saved
 * views of the lists. Kept with the rest of the store, so a choice survives sign-out, a 401 and
 * another browser.
 */
export interface PreferencesData {
  columns: Record<string, ColumnSetting[]>;
  views: DemoView[];
  nextViewId: number;
}

/** A saved view of a list (issue 25), as stored. */
export interface DemoView {
  id: number;
  list: ViewList;
  ownerId: number;
  /** The owner's companies when the view was saved: a shared view is seen by the users of any of them. */
  companyIds: number[];
  /** Trimmed. */
  name: string;
  shared: boolean;
  /** The list's search parameters, as its address writes them (no page). */
  search: Record<string, string>;
  columns: ColumnSetting[];
}

/**
 * One view, so a fresh demo shows the feature: the manager's (companies 1 and 3) payouts
 * approved (status 5), 50 to a page, shared: admin, alpsadmin and everyone in companies 1 or 3
 * see it in the payout list's menu.
 */
export const seedPreferences = (): PreferencesData => ({
  columns: {},
  views: [
    {
      id: 1,
      list: 'payoutList',
      ownerId: 4,
      companyIds: [1, 3],
      name: 'Approved, all merchants',
      shared: true,
      search: { statusIds: '5', size: '50' },
      columns: [],
    },
  ],
  nextViewId: 2,
});
