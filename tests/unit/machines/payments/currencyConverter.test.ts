import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { currencyConverterMachine, moveCurrency, type CurrencyRates } from '@machines/payments/currencyConverter';
import { flush } from '../../../support/deferred';

const ORDER = ['EUR', 'USD', 'CLP', 'PEN', 'BRL', 'MXN'] as const;
const rates: CurrencyRates = { lastUpdate: '2026-11-20T15:00:00Z', rates: { CLP: { USD: 0.00105 } } };

function start(load: () => Promise<CurrencyRates>) {
  const saved: (readonly string[])[] = [];
  let calls = 0;
  const actor = createActor(
    currencyConverterMachine.provide({
      actors: { loadRates: fromPromise(() => ((calls += 1), load())) },
      actions: { saveOrder: (_, params) => saved.push(params.order) },
    }),
    { input: { order: ORDER, base: 'CLP', amount: '1' } },
  ).start();
  return { actor, saved, calls: () => calls };
}

describe('moveCurrency', () => {
  it('puts the row where the other was, shifting the rows between', () => {
    expect(moveCurrency(ORDER, 'MXN', 'EUR')).toEqual(['MXN', 'EUR', 'USD', 'CLP', 'PEN', 'BRL']);
    expect(moveCurrency(ORDER, 'EUR', 'PEN')).toEqual(['USD', 'CLP', 'PEN', 'EUR', 'BRL', 'MXN']);
    expect(moveCurrency(ORDER, 'USD', 'CLP')).toEqual(['EUR', 'CLP', 'USD', 'PEN', 'BRL', 'MXN']);
  });

  it('leaves the very same order when nothing moves', () => {
    expect(moveCurrency(ORDER, 'USD', 'USD')).toBe(ORDER);
    expect(moveCurrency(ORDER, 'GBP', 'USD')).toBe(ORDER);
    expect(moveCurrency(ORDER, 'USD', 'GBP')).toBe(ORDER);
  });
});

describe('currency converter chart', () => {
  it('loads the rates once, with CLP as the base and 1 as the amount', async () => {
    const { actor, calls } = start(async () => rates);
    expect(actor.getSnapshot().value).toBe('loading');
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context).toMatchObject({ rates, base: 'CLP', amount: '1', order: ORDER, error: null });
    expect(calls()).toBe(1);
  });

  it('keeps the error of a failed load, and Retry loads again', async () => {
    let fail = true;
    const { actor, calls } = start(async () => {
      if (fail) throw { kind: 'http', status: 503, message: { text: 'Rates are being updated.' } };
      return rates;
    });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toEqual({ text: 'Rates are being updated.' });
    fail = false;
    actor.send({ type: 'RETRY' });
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(calls()).toBe(2);
  });

  it('an unexpected failure reads "Something went wrong"', async () => {
    const { actor } = start(async () => {
      throw new Error('boom');
    });
    await flush();
    expect(actor.getSnapshot().context.error).toEqual({ key: 'errors:somethingWentWrong' });
  });

  it('takes a row as the base and the amount as typed, only once the rates are in', async () => {
    const { actor } = start(async () => rates);
    actor.send({ type: 'CHOOSE_BASE', currency: 'USD' });
    expect(actor.getSnapshot().context.base).toBe('CLP');
    await flush();
    actor.send({ type: 'CHOOSE_BASE', currency: 'USD' });
    actor.send({ type: 'AMOUNT', amount: '12.5' });
    expect(actor.getSnapshot().context).toMatchObject({ base: 'USD', amount: '12.5' });
    actor.send({ type: 'CHOOSE_BASE', currency: 'GBP' });
    expect(actor.getSnapshot().context.base).toBe('USD');
  });

  it('moves a row and saves the new order; a drop in place saves nothing', async () => {
    const { actor, saved } = start(async () => rates);
    await flush();
    actor.send({ type: 'MOVE', currency: 'MXN', over: 'EUR' });
    expect(actor.getSnapshot().context.order).toEqual(['MXN', 'EUR', 'USD', 'CLP', 'PEN', 'BRL']);
    expect(saved).toEqual([['MXN', 'EUR', 'USD', 'CLP', 'PEN', 'BRL']]);
    actor.send({ type: 'MOVE', currency: 'USD', over: 'USD' });
    expect(saved).toHaveLength(1);
  });
});
