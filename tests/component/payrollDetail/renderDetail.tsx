import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { navigation, registerNavigate } from '@app/platform/navigation';
import { PayrollDetail } from '@app/payouts/payrollDetail/PayrollDetailPage';
import { accessCalls } from '@app/app/loadOnDemand';
import { SessionProvider } from '@app/session/SessionContext';
import { createSessionActor } from '@app/session/sessionActor';
import { renderView } from '../../support/render';
import { signIn } from '../payoutList/support';
import { rawPayroll, type RawPayroll, type RawTransaction } from './data';
import { BOX_PX, ROW_PX } from '../../support/virtualLayout';
import { servePayrollDetail } from './server';

export { BOX_PX, ROW_PX };

const originalGo = navigation.go;
/** Puts the app's navigation back after a test replaced it. */
export const restoreNavigation = (): void => registerNavigate(originalGo);

export interface DetailOptions {
  payroll?: RawPayroll;
  transactions?: readonly RawTransaction[];
  totalItems?: number;
  /** Runs after the payroll is served: a test's own overrides win over the served answers. */
  override?: () => void;
  /** The table's name in the test's language. */
  tableName?: string;
}

/**
 * The detail page for one payroll served by msw overrides, without waiting for anything.
 * Navigation is recorded: there is no router here, and `go` is the app's one way to move.
 */
export function mountDetail(options: DetailOptions = {}) {
  const payroll = options.payroll ?? rawPayroll();
  const requests = servePayrollDetail({ ...options, payroll });
  options.override?.();
  const go = vi.fn<(to: string) => void>();
  registerNavigate(go);
  const user = userEvent.setup({ delay: null });
  const view = renderView(<PayrollDetail rawId={String(payroll.id)} payrollId={payroll.id} />);
  return { user, go, requests, view, payroll };
}

/** Serves the payroll, renders its page and waits until the payroll is shown. */
export async function renderDetail(options: DetailOptions = {}) {
  const mounted = mountDetail(options);
  await screen.findByRole('heading', { name: new RegExp(String(mounted.payroll.id)) }, { timeout: 5000 });
  // The table is drawn in a background render after the header.
  await screen.findByRole('table', { name: options.tableName ?? 'Transactions' }, { timeout: 5000 });
  return mounted;
}

export const transactionsTable = (name = 'Transactions') => screen.getByRole('table', { name });

/** Column headers of the transactions table, in order. */
export const headers = (name?: string): string[] =>
  within(transactionsTable(name))
    .getAllByRole('columnheader')
    .map((th) => th.textContent?.trim() ?? '');

/** The transactions table's scrolling box. */
export const scrollBox = (name?: string): HTMLElement => transactionsTable(name).parentElement!;

/** Body rows of the transactions table that are drawn (spacers are hidden from the tree). */
export const bodyRows = (name?: string): HTMLElement[] =>
  within(transactionsTable(name)).getAllByRole('row').slice(1);

;

/**
 * The detail page of payroll `id` as `username`, signed in for real (the session actor the app
 * binds), once its header shows: the header's section and a user to act with.
 */
export async function openDetailAs(username: string, id: number) {
  await signIn(username);
  const actor = createSessionActor(accessCalls);
  actor.start();
  renderView(
    <SessionProvider actor={actor}>
      <PayrollDetail rawId={String(id)} payrollId={id} />
    </SessionProvider>,
  );
  const heading = await screen.findByRole('heading', { name: `Payroll ${id}` }, { timeout: 5000 });
  return { header: heading.closest('section')!, user: userEvent.setup({ delay: null }) };
}
