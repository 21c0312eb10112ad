import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expect, vi } from 'vitest';
import { listSettlements } from '@app/api/calls/balances';
import type { BalanceEntry } from '@app/api/schemas/balances';
import { onUnauthorized } from '@app/api/unauthorized';
import { simplePng } from '@demo-api/balances/fileBytes';
import { db, resetDemoStore } from '@demo-api/store';
import { signInAs } from '../../unit/demo-api/payoutsSupport';
import { demoServer } from '../../support/demoServer';
import { holdRequests, type HeldRequest, type RequestHold } from './network';

/** Shared parts of the balance dialogs' replays: the demo at a fixed day, the held write call, server outcomes. */

const NOW = new Date('2026-11-21T12:00:00Z');
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
  /** A new file is attached in the form (so the form's sending is an upload with a bar). */
  attached: boolean;
  /** How much of the upload the browser has reported sending. */
  percent: number;
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
  return { hold: holdRequests([WRITE_PATH]), onReload: vi.fn<() => void>(), onClosed: vi.fn<() => void>(), go, entry, request: null, attached: false, percent: 0 };
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

/** Picks a small png in the dialog's attachments (the drop zone's file input). */
export async function attachPng(world: DialogWorld, form: HTMLElement) {
  if (world.attached) return;
  const png = new File([simplePng(8, 8, [[1, 2, 3]]) as Uint8Array<ArrayBuffer>], 'new.png', { type: 'image/png' });
  fireEvent.change(form.querySelector('input[type="file"]')!, { target: { files: [png] } });
  await within(form).findByText(/new\.png/);
  world.attached = true;
}

/** The user presses 'Cancel upload': the held request itself is aborted. */
export async function cancelUpload(world: DialogWorld & { user: UserEvent }, form: HTMLElement) {
  const held = world.request ?? (await world.hold.next(WRITE_PATH));
  await world.user.click(within(form).getByRole('button', { name: 'Cancel upload' }));
  expect(held.signal?.aborted).toBe(true);
  world.request = null;
  world.percent = 0;
}

/** While sending: the bar (nothing sent yet) when a file goes along, none otherwise. */
export async function expectSending(world: DialogWorld, form: HTMLElement, _via: string) {
  world.percent = 0;
  if (!world.attached) {
    expect(within(form).queryByRole('progressbar')).toBeNull();
    return;
  }
  const bar = within(form).getByRole('progressbar', { name: 'Upload progress' });
  await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', String(world.percent)));
  expect(within(form).getByText(`${world.percent}%`)).toBeInTheDocument();
  expect(within(form).getByRole('button', { name: 'Cancel upload' })).toBeEnabled();
}

/** Back to editing after a cancel: said plainly, nothing in flight, no error. */
export function expectCancelled(world: DialogWorld, form: HTMLElement) {
  expect(within(form).getByRole('status')).toHaveTextContent('Upload cancelled. What you typed and the attached files are kept.');
  expect(within(form).queryByRole('alert')).toBeNull();
  expect(within(form).queryByRole('progressbar')).toBeNull();
  expect(within(form).getByText(/new\.png/)).toBeInTheDocument();
  expect(world.hold.pending()).toHaveLength(0);
}
