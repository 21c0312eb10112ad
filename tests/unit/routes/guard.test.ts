import { describe, expect, it } from 'vitest';
import { landingRoute } from '@machines/access/sessionUser';
import { decide } from '@app/session/guard';
import { visibleMenu, type MenuItem } from '@app/routes/menu';
import { ROUTES } from '@app/routes/table';

/** The guards' roles for a route, from the entry chunk's table (src/routes/table.ts). */
function routeEntry(path: string) {
  const entry = ROUTES.find((route) => route.path === path);
  if (!entry || entry.layout === 'public') throw new Error(`${path} is not a guarded route`);
  return entry;
}

const as = (...profile_names: string[]) => ({ token: 't', profile_names });
const labels = (items: MenuItem[]): string[] =>
  items.flatMap((item) => (item.kind === 'group' ? [item.label, ...labels([...item.children])] : [item.label]));

describe('route guard', () => {
  it('sends a visitor without a session to /login', () => {
    expect(decide(null, ['ALL'])).toEqual({ allow: false, redirectTo: '/login' });
    expect(decide({ token: '', profile_names: ['ADMIN'] }, ['ALL'])).toEqual({ allow: false, redirectTo: '/login' });
  });

  it('lets every signed-in user into ALL routes', () => {
    expect(decide(as(), routeEntry('/profile').roles)).toEqual({ allow: true });
  });

  it.each([
    ['/payouts/upload', ['CARGA'], ['APROBADOR_1', 'ADMIN', 'ALPSADMIN', 'MANAGER']],
    ['/users', ['ADMIN'], ['CARGA', 'MANAGER', 'ALPSADMIN']],
    ['/payments/merchant/info', ['ALPSADMIN', 'ADMIN'], ['CARGA', 'MANAGER']],
    ['/', ['CARGA', 'APROBADOR_1', 'APROBADOR_2', 'MANAGER', 'ADMIN'], ['ALPSADMIN']],
    ['/payouts/company/summary', ['MANAGER', 'ALPSADMIN', 'ADMIN'], ['CARGA', 'APROBADOR_2']],
  ])('%s admits %j and sends %j to /logout', (path, allowed, refused) => {
    for (const profile of allowed) expect(decide(as(profile), routeEntry(path).roles)).toEqual({ allow: true });
    for (const profile of refused) {
      expect(decide(as(profile), routeEntry(path).roles)).toEqual({ allow: false, redirectTo: '/logout' });
    }
  });

  it('keeps an approver who must turn a second factor on at My profile, whatever URL is typed (issue 26)', () => {
    const mustEnrol = { token: 't', profile_names: ['APROBADOR_1'], mustEnrolSecondFactor: true };
    for (const path of ['/', '/payouts/list', '/payroll/view/$id_payroll', '/change_password']) {
      expect(decide(mustEnrol, routeEntry(path).roles, path), path).toEqual({ allow: false, redirectTo: '/profile' });
    }
    expect(decide(mustEnrol, routeEntry('/profile').roles, '/profile')).toEqual({ allow: true });
    expect(landingRoute({ mids: [1], profile_names: ['APROBADOR_1'], mustEnrolSecondFactor: true })).toBe('/profile');
    // Once it is on, the same user goes where they would have.
    expect(decide({ ...mustEnrol, mustEnrolSecondFactor: false }, routeEntry('/payouts/list').roles, '/payouts/list')).toEqual({ allow: true });
  });

  it('covers every protected route of the spec table', () => {
    const paths = ROUTES.map((r) => r.path);
    for (const path of ['/resume', '/change_password', '/payouts/vouchers', '/balance', '/settlements/topups', '/payroll/view/$id_payroll', '/payroll/regenerate-bank-file', '/payroll/approve', '/payments/currency_converter', '/payments/credentials', '/developers/test_keys', '/developers/prod_keys', '/developers/documentacion', '/payout']) {
      expect(paths).toContain(path);
    }
  });
});

describe('side menu', () => {
  it('shows carga the uploader menu', () => {
    const menu = labels(visibleMenu(['CARGA']));
    expect(menu).toEqual(expect.arrayContaining(['dashboard', 'payoutUpload', 'payoutReport', 'paymentTransactions', 'balance']));
    expect(menu).not.toContain('users');
    expect(menu).not.toContain('merchantInfo');
    expect(menu).not.toContain('settings');
  });

  it('shows admin users and merchant info but not upload', () => {
    const menu = labels(visibleMenu(['ADMIN', 'BALANCE_MANAGEMENT']));
    expect(menu).toEqual(expect.arrayContaining(['users', 'settings', 'merchantInfo', 'dashboard']));
    expect(menu).not.toContain('payoutUpload');
  });

  it('shows the provider admin no dashboard', () => {
    const menu = labels(visibleMenu(['ALPSADMIN']));
    expect(menu).not.toContain('dashboard');
    expect(menu).toContain('merchantInfo');
  });

  it('always offers the external documentation link', () => {
    expect(labels(visibleMenu([]))).toEqual(expect.arrayContaining(['developers', 'documentation', 'paymentTransactions']));
  });
});
