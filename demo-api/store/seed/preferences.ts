import type { ColumnSetting } from '../../../machines/shared/columnLayout.ts';

/**
 * What users chose for their lists (issue 25): each user's columns per list, under
 * `<user id>:<list>`. Seeded empty: every user starts with the lists' defaults. Kept with the
 * rest of the store, so a choice survives sign-out, a 401 and another browser.
 */
export interface PreferencesData {
  columns: Record<string, ColumnSetting[]>;
}

export const seedPreferences = (): PreferencesData => ({ columns: {} });
