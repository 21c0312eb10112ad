import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expect, vi } from 'vitest';
import { listSettlements } from '@app/api/calls/balances';
import type { BalanceEntry } from '@app/api/schemas/balances';
import { onUnauthorized } from '@app/api/unauthorized';
import { db, resetDemoStore } from '@demo-api/store';
import { signInAs } from '../../unit/demo-api/payoutsSupport';
import { demoServer } from '../../support/demoServer';
import { holdRequests, type HeldRequest, type RequestHold } from './network';

/** Shared parts of the balance dialogs' replays: the demo at a fixed day, the held write call, server outcomes. */

export const NOW = new Date('2026-11-21T12:00:00Z');
export const TODAY = '2026-11-21';
export const WRITE_PATH = '/v1/company_balance_list/';

export interface DialogWorld {
  user: UserEvent;
  hold: RequestHold;
  onReload: () => void;
  onClosed: () => void;
  /** The 401 listener: the session's sign-out. */
  go: () => void;
  entry: BalanceEntry;
  request: HeldRequest | null;
}

/** Admin signed in on the demo at NOW; this month's first settlement of Comercial Andes with files. */
export async function dialogStart(): Promise<Omit<DialogWorld, 'user'>> {
  notifications.clean();
  resetDemoStore(NOW);
  await signInAs('admin');
  // The session (not rendered here) listens for a 401 this way and signs out.
  const go = vi.fn<() => void>();
  onUnauthorized(go);
  const page = await listSettlements({ page: 1, itemsPerPage: 150, companyIds: [1], from: '2026-11-01', to: TODAY });
  const entry = page.items.find((row) => row.extra_data.files.length > 0 && row.to === null);
  if (!entry) throw new Error('No entry with files this month');
  return { hold: holdRequests([WRITE_PATH]), onReload: vi.fn<() => void>(), onClosed: vi.fn<() => void>(), go, entry, request: null };
}

export const newUser = () => userEvent.setup();

export const stored = (id: number) => db.balances.entries.find((entry) => entry.id === id);

/** Lets the held write go to the demo, or to a one-off answer. */
export async function answer(world: DialogWorld, response?: () => Response) {
  if (response) demoServer.use(http.all(`*${WRITE_PATH}`, response, { once: true }));
  const held = world.request ?? (await world.hold.next(WRITE_PATH));
  held.pass();
  world.request = null;
}

export const refuse = (status: number, detail: string) => () => HttpResponse.json({ detail }, { status });

/** A toast with the text (outside the dialog, which may say it too). */
export async function toast(text: string) {
  await waitFor(() => expect(screen.getAllByText(text).some((element) => !element.closest('[role="dialog"]'))).toBe(true), { timeout: 3000 });
}

export async function closedWith(world: DialogWorld, via: string) {
  await waitFor(() => expect(world.onClosed).toHaveBeenCalled());
  expect(world.onReload).not.toHaveBeenCalled();
  if (via === 'the session has expired') await waitFor(() => expect(world.go).toHaveBeenCalledTimes(1));
  else expect(world.go).not.toHaveBeenCalled();
  expect(world.hold.pending()).toHaveLength(0);
}
