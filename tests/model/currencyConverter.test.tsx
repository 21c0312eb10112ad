import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, type MockInstance } from 'vitest';
import { formatAmount } from '@app/format';
import { ORDER_STORAGE_KEY } from '@app/payments/currencyConverter/currencyOrder';
import { rateMatrix } from '@demo-api/payments/reference';
import { layOutRows, renderCard } from '../component/currencyConverter/support';
import { demoServer } from '../support/demoServer';
import { modelPaths, replay, type ReplayHandlers, type StepContext } from '../support/model';
import { useLanguage } from '../support/render';
import type { CurrencyConverterInput } from '@machines/payments/currencyConverter';
import { currencyConverterModel, type CurrencyConverterEventName } from './events/currencyConverter';
import { holdRequests, type RequestHold } from './support/network';

/**
 * The currency converter chart's paths, replayed on the real card (real binding, API client
 * and dnd-kit) against the demo API. The rates call is held so loading can be seen; the
 * world remembers what the user did, and each state checks the card shows exactly that.
 */

const paths = modelPaths(currencyConverterModel);
const STATUS = '/v1/services/status';
const rates = rateMatrix();

interface World {
  user: UserEvent;
  hold: RequestHold;
  layout: MockInstance;
  order: string[];
  base: string;
  amount: string;
}
let world: World | null = null;
afterEach(() => {
  world?.layout.mockRestore();
  world = null;
  window.localStorage.clear();
});
const w = (): World => {
  if (!world) throw new Error('The start step did not run');
  return world;
};

const rows = () => within(screen.getByRole('list', { name: /^Currencies/ })).getAllByRole('listitem');

const events: Record<CurrencyConverterEventName, (ctx: StepContext) => Promise<void>> = {
  'the rates load': async () => (await w().hold.next(STATUS)).pass(),
  'the rates call fails': async () => {
    demoServer.use(http.get(`*${STATUS}`, () => HttpResponse.json({ detail: 'Rates are being updated.' }, { status: 503 }), { once: true }));
    (await w().hold.next(STATUS)).pass();
  },
  'the user retries': async () => {
    await w().user.click(screen.getByRole('button', { name: 'Retry' }));
  },
  'the user clicks the USD row': async () => {
    const row = rows().find((item) => item.querySelector('[aria-pressed] > span')?.textContent === 'USD')!;
    await w().user.click(row);
    w().base = 'USD';
  },
  'the user types 2.5': async () => {
    const amount = screen.getByRole('textbox', { name: /^Amount in / });
    await w().user.clear(amount);
    await w().user.type(amount, '2.5');
    w().amount = '2.5';
  },
  'the user moves MXN to the top': async () => {
    const { user, order } = w();
    screen.getByRole('button', { name: 'Move MXN' }).focus();
    await user.keyboard('[Space]');
    for (let step = order.indexOf('MXN'); step > 0; step -= 1) await user.keyboard('[ArrowUp]');
    await user.keyboard('[Space]');
    w().order = ['MXN', ...order.filter((code) => code !== 'MXN')];
  },
};

const states: Record<string, (ctx: StepContext) => Promise<void>> = {
  loading: async () => {
    await w().hold.next(STATUS);
    expect(screen.getByText('Loading the rates…')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  },
  ready: async () => {
    const { order, base, amount } = w();
    await screen.findByRole('list', { name: /^Currencies/ });
    expect(rows().map((row) => row.querySelector('[aria-pressed] > span')?.textContent)).toEqual(order);
    expect(screen.getByRole('button', { name: new RegExp(`^${base} `) })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('textbox', { name: `Amount in ${base}` })).toHaveValue(amount);
    const other = order.find((code) => code !== base)!;
    expect(screen.getByTestId(`converted-${other}`)).toHaveTextContent(`${other} ${formatAmount(Number(amount) * rates[base]![other]!, { decimals: 5 })}`);
    expect(screen.queryByRole('alert')).toBeNull();
    const saved = window.localStorage.getItem(ORDER_STORAGE_KEY);
    expect(saved === null ? null : JSON.parse(saved)).toEqual(order[0] === 'EUR' ? null : order);
  },
  failed: async () => {
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The rates could not be loaded');
    expect(alert).toHaveTextContent('Rates are being updated.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(screen.queryByRole('list')).toBeNull();
  },
};

const handlers: ReplayHandlers<CurrencyConverterInput> = {
  start: async () => {
    world = {
      user: userEvent.setup({ delay: null }),
      hold: holdRequests([STATUS]),
      layout: layOutRows(),
      order: ['EUR', 'USD', 'CLP', 'PEN', 'BRL', 'MXN'],
      base: 'CLP',
      amount: '1',
    };
    await renderCard();
  },
  events,
  states,
};

describe('currency converter model, replayed on the real card', () => {
  beforeAll(() => useLanguage('en', ['currencyConverter']));

  it('has paths to replay', () => {
    expect(paths.length).toBeGreaterThanOrEqual(4);
  });

  it.each(paths.map((path) => [path.name, path] as const))('%s', async (_, path) => {
    await replay(path, handlers);
  });
});
