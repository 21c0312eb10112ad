import { describe, expect, it } from 'vitest';
import { decide } from '@app/session/guard';
import { ROUTES } from '@app/routes/table';
import { numberIn, paletteEntries, type PaletteEntry } from '@app/shell/commandPalette/paletteEntries';

/**
 * What the command palette offers each profile (issue 13), from the areas' manifests, checked
 * against the guards' own route table (derived from the same manifests at build time).
 */
const guardRoles = (path: string) => {
  const entry = ROUTES.find((route) => route.path === path);
  if (!entry || entry.layout === 'public') throw new Error(`${path} is not a guarded route`);
  return entry.roles;
};

const pages = (entries: PaletteEntry[]) => entries.flatMap((entry) => (entry.command.kind === 'page' ? [entry.command.path] : []));
const CARGA = ['CARGA'];
const ADMIN = ['ADMIN'];

describe('command palette entries', () => {
  it('never offers carga a page the guards refuse: no /users, no audit trail', () => {
    const offered = pages(paletteEntries(CARGA, 'en', ''));
    expect(offered).not.toContain('/users');
    expect(offered).not.toContain('/payouts/audit');
    expect(offered).toContain('/payouts/upload');
    for (const path of offered) {
      expect(decide({ token: 't', profile_names: CARGA }, guardRoles(path)).allow, path).toBe(true);
    }
  });

  it("offers admin the users page but not carga's upload", () => {
    const offered = pages(paletteEntries(ADMIN, 'en', ''));
    expect(offered).toContain('/users');
    expect(offered).not.toContain('/payouts/upload');
  });

  it('never offers the catch-all or a page that needs an id', () => {
    const offered = pages(paletteEntries(ADMIN, 'en', ''));
    expect(offered.filter((path) => path.includes('$'))).toEqual([]);
  });

  it('offers payroll and payment N when the query is a number, first', () => {
    const entries = paletteEntries(CARGA, 'en', ' #12 ');
    expect(entries.slice(0, 2).map((entry) => entry.command)).toEqual([
      { kind: 'payroll', id: 12 },
      { kind: 'payment', id: 12 },
    ]);
    expect(paletteEntries(CARGA, 'en', 'payroll').some((entry) => entry.group === 'open')).toBe(false);
  });

  it('reads numbers strictly', () => {
    expect(numberIn('12')).toBe(12);
    expect(numberIn('#7')).toBe(7);
    expect(numberIn('0')).toBeNull();
    expect(numberIn('1e3')).toBeNull();
    expect(numberIn('12a')).toBeNull();
    expect(numberIn('-3')).toBeNull();
    expect(numberIn('')).toBeNull();
  });

  it("offers the other language, the keyboard shortcuts' help and sign out", () => {
    const actions = paletteEntries(CARGA, 'es', '').filter((entry) => entry.group === 'actions');
    expect(actions.map((entry) => entry.command)).toEqual([{ kind: 'language', language: 'en' }, { kind: 'shortcuts' }, { kind: 'signOut' }]);
  });
});
