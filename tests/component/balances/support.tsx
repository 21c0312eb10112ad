import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import { expect, onTestFinished, vi } from 'vitest';
import { listSettlements, loadBalanceMerchants } from '@app/api/calls/balances';
import type { BalanceEntry, BalanceMerchant } from '@app/api/schemas/balances';
import { AddBalanceDialog } from '@app/balances/settlements/AddBalanceDialog';
import { DeleteBalanceDialog } from '@app/balances/settlements/DeleteBalanceDialog';
import { EditBalanceDialog } from '@app/balances/settlements/EditBalanceDialog';
import { editOriginalOf, isDestinationSide } from '@app/balances/settlements/settlementsFilters';
import { SettlementsPage } from '@app/balances/settlements/SettlementsPage';
import { SessionProvider } from '@app/session/SessionContext';
import { createSessionActor } from '@app/session/sessionActor';
import { accessCalls } from '@app/app/loadOnDemand';
import { saveVersion } from '@app/platform/storage';
import { config } from '@app/platform/config';
import { ReferenceDataProvider } from '@app/referenceData/ReferenceDataContext';
import { resetDemoStore } from '@demo-api/store';
import { signInAs, type DemoUsername } from '../../unit/demo-api/payoutsSupport';
import { demoServer } from '../../support/demoServer';
import { renderView } from '../../support/render';

/**
 * The balance dialogs as a user meets them: a demo user signed in for real, the demo API at a
 * fixed day, the dialog given the merchants the API answers for that user. What the demo API
 * receives is read from msw's own request events, so a test sees the body the server gets.
 */

const NOW = new Date('2026-11-21T12:00:00Z');
const TODAY = '2026-11-21';
const WRITE_PATH = '/v1/company_balance_list/';

export interface Sent {
  readonly method: string;
  readonly fields: Readonly<Record<string, string>>;
  readonly files: readonly string[];
}

/** Every add or edit call the demo API receives, with its multipart fields. */
export function sentToDemo(): Sent[] {
  const sent: Sent[] = [];
  const listen = ({ request }: { request: Request }) => {
    if (!new URL(request.url).pathname.endsWith(WRITE_PATH) || request.method === 'GET') return;
    const copy = request.clone();
    // Reading the body is asynchronous; the entry is filled in before the handler answers.
    const entry: { method: string; fields: Record<string, string>; files: string[] } = { method: request.method, fields: {}, files: [] };
    sent.push(entry);
    void copy.formData().then(
      (form) => {
        for (const [name, value] of form.entries()) {
          if (typeof value === 'string') entry.fields[name] = value;
          else entry.files.push(value.name);
        }
      },
      () => {},
    );
  };
  demoServer.events.on('request:start', listen);
  onTestFinished(() => demoServer.events.removeListener('request:start', listen));
  return sent;
}

export interface DialogWorld {
  readonly user: UserEvent;
  readonly merchants: readonly BalanceMerchant[];
  readonly onReload: () => void;
  readonly onClosed: () => void;
}

/** The demo at NOW with `username` signed in and the merchants the API gives that user. */
async function demoAs(username: DemoUsername = 'admin'): Promise<readonly BalanceMerchant[]> {
  resetDemoStore(NOW);
  await signInAs(username);
  return loadBalanceMerchants();
}

export async function renderAdd(username: DemoUsername = 'admin', title = 'Add balance'): Promise<DialogWorld> {
  const merchants = await demoAs(username);
  const world: DialogWorld = { user: newUser(), merchants, onReload: vi.fn<() => void>(), onClosed: vi.fn<() => void>() };
  renderView(<AddBalanceDialog merchants={merchants} today={TODAY} onReload={world.onReload} onClosed={world.onClosed} />);
  await openDialog(title);
  return world;
}

/**
 * applyAccept off: a user can pick any file in the system dialog ("All files"); the app must
 * say why it refuses one. No pointer-events check: it reads the computed style of every
 * ancestor on each click and key, seconds per field on a page in jsdom; the tests assert a
 * control's disabled state wherever it matters instead.
 */
const newUser = () => userEvent.setup({ delay: null, applyAccept: false, pointerEventsCheck: PointerEventsCheckLevel.Never });

const MODAL = '[role="dialog"][aria-modal="true"]';

/** The open dialog (there is one at a time). */
export function dialog(): HTMLElement {
  // A query over role would weigh every element of the page behind the dialog too. Modal only:
  // the date picker's calendar is a (non-modal) dialog as well.
  const open = document.querySelectorAll<HTMLElement>(MODAL);
  if (open.length !== 1) throw new Error(`Expected one open dialog, found ${open.length}`);
  return open[0]!;
}

export const textbox = (name: string, within_: HTMLElement = dialog()) => within(within_).getByRole('textbox', { name });

/** Opens a Select and picks an option. */
export async function choose(user: UserEvent, label: string, option: string) {
  const box = within(dialog()).getByRole('combobox', { name: label });
  await user.click(box);
  await user.click(await within(await openListbox(box)).findByRole('option', { name: option }));
}

/** The option list a combobox opened (found without weighing the whole page). */
async function openListbox(box: HTMLElement): Promise<HTMLElement> {
  let listbox: HTMLElement | null = null;
  await waitFor(() => {
    listbox = document.getElementById(box.getAttribute('aria-controls') ?? '');
    if (!listbox) throw new Error('No option list open');
  });
  return listbox!;
}

/** Waits for the one open dialog and checks its name. */
export async function openDialog(name: string | RegExp): Promise<HTMLElement> {
  await waitFor(() => expect(dialog()).toHaveAccessibleName(name));
  return dialog();
}

/** Waits until no dialog is open. */
export const noDialog = () => waitFor(() => expect(document.querySelector(MODAL)).toBeNull());

/** The options a Select offers, opened and closed again. */
export async function optionsOf(user: UserEvent, label: string): Promise<string[]> {
  const box = within(dialog()).getByRole('combobox', { name: label });
  await user.click(box);
  const listbox = await openListbox(box);
  const names = within(listbox).queryAllByRole('option').map((option) => option.textContent ?? '');
  await user.keyboard('{Escape}');
  return names;
}

/** The dialog's one file input (the dropzone's, hidden behind its "Attach files" area). */
export function fileInput(): HTMLInputElement {
  const input = dialog().querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input in the dialog');
  return input;
}

export const fileOf = (name: string, bytes: number, type: string) => {
  const file = new File(['x'], name, { type });
  // A real 5 MB body is not needed: the rule reads the size the browser reports.
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
};

/** The attachment lines shown, by their Remove buttons. */
export const attachedNames = () =>
  within(dialog())
    .queryAllByRole('button', { name: /^Remove / })
    .map((button) => button.getAttribute('aria-label')!.replace(/^Remove /, ''));

/** Fills a complete outbound settlement of Comercial Andes SpA in USD for 500. */
export async function fillSettlement(user: UserEvent, document = 'DOC-C-1', comment = 'Wire received') {
  await choose(user, 'Type', 'Outbound settlement');
  await choose(user, 'Merchant', 'Comercial Andes SpA');
  await choose(user, 'Currency', 'USD');
  await user.type(textbox('Document number'), document);
  await user.type(textbox('Amount'), '500');
  await user.type(textbox('Comment'), comment);
}

/** This month's source entries as the list call gives them, for the edit dialog. */
async function thisMonthEntries(companyIds: readonly number[] = [1, 3]): Promise<readonly BalanceEntry[]> {
  const page = await listSettlements({ page: 1, itemsPerPage: 150, companyIds: [...companyIds], from: '2026-11-01', to: TODAY });
  return page.items.filter((entry) => !isDestinationSide(entry));
}

/** The delete dialog of the first entry of this month that `pick` takes, as admin. */
export async function renderDelete(pick: (entries: readonly BalanceEntry[]) => BalanceEntry | undefined): Promise<DialogWorld & { entry: BalanceEntry }> {
  const merchants = await demoAs('admin');
  const entry = pick(await thisMonthEntries());
  if (!entry) throw new Error('No such entry this month');
  const world = { user: newUser(), merchants, onReload: vi.fn<() => void>(), onClosed: vi.fn<() => void>(), entry };
  renderView(<DeleteBalanceDialog entry={entry} onReload={world.onReload} onClosed={world.onClosed} />);
  await openDialog(entry.to === null ? 'Delete balance' : 'Delete balance top up');
  return world;
}

export async function renderEdit(pick: (entries: readonly BalanceEntry[]) => BalanceEntry | undefined): Promise<DialogWorld & { entry: BalanceEntry; title: RegExp }> {
  const merchants = await demoAs('admin');
  const entry = pick(await thisMonthEntries());
  if (!entry) throw new Error('No such entry this month');
  const world = { user: newUser(), merchants, onReload: vi.fn<() => void>(), onClosed: vi.fn<() => void>(), entry, title: /^Update Balance: / };
  renderView(
    <EditBalanceDialog
      original={editOriginalOf(entry)}
      companyName={entry.company__name}
      companyToName={entry.to?.merchant__name ?? null}
      merchants={merchants}
      today={TODAY}
      onReload={world.onReload}
      onClosed={world.onClosed}
    />,
  );
  await openDialog(world.title);
  return world;
}

/**
 * /settlements/topups as the app shows it to `username`: a real session, the shell's reference
 * data, the browser's clock at NOW (the page's default dates and its current-month rule).
 */
export async function renderSettlements(username: DemoUsername = 'admin'): Promise<UserEvent> {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  onTestFinished(() => {
    vi.useRealTimers();
  });
  resetDemoStore(NOW);
  await signInAs(username);
  // A device that has run the app before: an unknown version would clear the session first.
  saveVersion(config.dashboardVersion);
  const actor = createSessionActor(accessCalls);
  actor.start();
  renderView(
    <SessionProvider actor={actor}>
      <ReferenceDataProvider>
        <SettlementsPage />
      </ReferenceDataProvider>
    </SessionProvider>,
  );
  await screen.findByLabelText('Balance entries', { selector: 'table' });
  return newUser();
}

/** The table row holding `text` (a document number). */
export async function rowWith(text: string): Promise<HTMLElement> {
  // By text, not role: role queries over a whole table take seconds in jsdom.
  const cell = await screen.findByText(text, { selector: 'td' });
  return cell.closest('tr')!;
}
