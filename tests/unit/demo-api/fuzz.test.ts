import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { BALANCE_LIMITS } from '@demo-api/balances/limits';
import { ORDERING_FIELDS } from '@demo-api/payments/select';
import { settlePayouts } from '@demo-api/payouts/processing';
import { db, demoNow } from '@demo-api/store';
import { answer, balanceMultipart, balancesSnapshot, SETTLEMENT } from './inputSupport';
import { API, resetAt, tokenFor } from './payoutsSupport';

/**
 * Property tests over what an outsider chooses: whatever the string, the demo API answers a 2xx
 * or a 4xx (never a 5xx, never a thrown error), and a 4xx changes nothing. Requests go through
 * msw's getResponse, as the dev server's middleware calls the handlers (a path no handler
 * answers is Django's 404 there). On a failure fast-check prints the seed and the shrunk
 * counterexample; rerun with `fc.assert(..., { seed, path })` to reproduce it.
 */

const RUNS = 150;

beforeEach(() => resetAt());

/** Strings an attacker tries first: the names every plain object inherits, and odd shapes. */
const OBJECT_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  '__defineGetter__',
  '__lookupSetter__',
];
const ODD = ['', ' ', '.', '..', '-', '--', ',', '%', '%00', '\u0000', 'null', 'undefined', 'NaN', 'Infinity', 'ñandú', '😀', '\u202e', 'a'.repeat(5000)];

const anyText = fc.oneof(
  fc.constantFrom(...OBJECT_KEYS, ...ODD),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary-ascii', maxLength: 40 }),
);

async function statusAndBody(response: Response): Promise<{ status: number; body: unknown }> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: kept as text
  }
  return { status: response.status, body };
}

describe('fuzz: POST /v1/payroll/:action', () => {
  const ACTIONS = ['approved', 'reject', 'delete'];

  /** The payouts slice a payroll action could change. */
  const payoutsSnapshot = () =>
    JSON.stringify({
      payrolls: db.payouts.payrolls.map((record) => [record.id, record.status_id, record.actual_approver_id, record.detail, record.updated_at, record.bankDueAt]),
      ledger: db.ledger.entries.length,
      last: db.ledger.entries.at(-1),
    });

  it('answers an unknown action 404 and changes nothing; a known one never 5xx', async () => {
    const token = await tokenFor('aprobador1');
    const waiting = db.payouts.payrolls.find((record) => record.company_id === 1 && record.status_id === 4 && record.actual_approver_id === 1)!;
    // Whatever the demo clock says is due is settled now, so a snapshot sees only the action's changes.
    settlePayouts(demoNow().getTime());
    const seen = new Set<number>();

    await fc.assert(
      fc.asyncProperty(fc.oneof(anyText, fc.constantFrom(...ACTIONS)), fc.constantFrom(String(waiting.id), '1', 'x', ''), async (action, id) => {
        const before = payoutsSnapshot();
        const request = new Request(`${API}/payroll/${encodeURIComponent(action)}`, {
          method: 'POST',
          headers: { Authorization: `Token ${token}`, 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ uploaded_file_id: id, detail: 'fuzz' }).toString(),
        });
        const { status, body } = await statusAndBody(await answer(request));
        seen.add(status);
        expect(status).toBeGreaterThanOrEqual(200);
        expect(status).toBeLessThan(500);
        if (!ACTIONS.includes(action)) expect({ status, body }).toEqual({ status: 404, body: { detail: 'Not found.' } });
        if (status >= 400) expect(payoutsSnapshot()).toBe(before);
      }),
      { numRuns: RUNS, examples: [...OBJECT_KEYS.map((key): [string, string] => [key, String(waiting.id)]), ['', String(waiting.id)], ['approved', String(waiting.id)]] },
    );
    // Both kinds of answer were met: the unknown names' 404 and a known action's own answer.
    expect(seen.has(404)).toBe(true);
    expect([...seen].some((status) => status !== 404)).toBe(true);
  });
});

describe('fuzz: GET /v1/payments/operation/?ordering=', () => {
  /** The first part of a comma list that is not a sortable field (with an optional '-'), or null. */
  const firstUnknown = (ordering: string): string | null => {
    const parts = ordering
      .trim()
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '');
    return parts.find((part) => !ORDERING_FIELDS.has(part.replace(/^-/, ''))) ?? null;
  };

  const known = fc.constantFrom(...[...ORDERING_FIELDS.keys()].flatMap((name) => [name, `-${name}`]));
  const part = fc.oneof(known, anyText, anyText.map((text) => `-${text}`));
  const ordering = fc.oneof(part, fc.array(part, { minLength: 1, maxLength: 4 }).map((parts) => parts.join(',')));

  it('sorts by known fields and refuses anything else with 400 {ordering}, never 5xx; nothing is stored', async () => {
    const token = await tokenFor('admin');
    const exports = db.payments.nextExport;
    const seen = new Set<number>();
    await fc.assert(
      fc.asyncProperty(ordering, async (value) => {
        const url = new URL(`${API}/payments/operation/`);
        url.search = new URLSearchParams({ page: '1', itemsPerPage: '5', 'start-date': '2026-11-20', 'end-date': '2026-11-21', ordering: value }).toString();
        const { status, body } = await statusAndBody(await answer(new Request(url, { headers: { Authorization: `Token ${token}` } })));
        const bad = firstUnknown(value);
        seen.add(status);
        if (bad === null) expect(status).toBe(200);
        else expect({ status, body }).toEqual({ status: 400, body: { ordering: [`Select a valid choice. ${bad} is not one of the available choices.`] } });
      }),
      { numRuns: RUNS, examples: [['__proto__'], ['-__proto__'], ['constructor'], ['toString'], ['channel,-hasOwnProperty'], ['-']] },
    );
    expect(db.payments.nextExport).toBe(exports);
    expect([...seen].sort()).toEqual([200, 400]);
  });
});

describe('fuzz: POST /v1/company_balance_list/ amount', () => {
  const MAX = BALANCE_LIMITS.amount.max_abs;

  /** What the server must accept for an outbound settlement: a negative plain decimal, 2 places at most, within the limit. */
  const acceptable = (text: string): boolean => {
    const trimmed = text.trim();
    if (!/^-\d+(\.\d{1,2})?$/.test(trimmed)) return false;
    const value = Number(trimmed);
    return Number.isFinite(value) && value < 0 && -value <= MAX;
  };

  const decimal = fc
    .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 16n }), fc.option(fc.stringMatching(/^\d{1,4}$/), { nil: undefined }))
    .map(([negative, whole, fraction]) => `${negative ? '-' : ''}${whole}${fraction === undefined ? '' : `.${fraction}`}`);
  const amount = fc.oneof(
    decimal,
    fc.double().map(String),
    fc.double().map((value) => String(-Math.abs(value))),
    fc.bigInt().map(String),
    fc.constantFrom(`-1${'0'.repeat(400)}`, '-1e400', '1e400', 'Infinity', '-Infinity', 'NaN', '0x10', '-0x10', '-0', '-0.00', '-999999999999.99', '-1000000000000', ' -5 '),
    anyText,
  );

  it('stores only finite negative decimals within ±999,999,999,999.99 and refuses the rest with 400, changing nothing', async () => {
    const token = await tokenFor('admin');
    const seen = new Set<number>();
    await fc.assert(
      fc.asyncProperty(amount, async (text) => {
        const before = balancesSnapshot();
        const { body, contentType } = balanceMultipart({ ...SETTLEMENT, amount: text });
        const request = new Request(`${API}/company_balance_list/`, { method: 'POST', headers: { Authorization: `Token ${token}`, 'Content-Type': contentType }, body });
        const { status, body: answerBody } = await statusAndBody(await answer(request));
        seen.add(status);
        expect(status).toBeLessThan(500);
        expect([201, 400]).toContain(status);
        if (status === 400) {
          expect(Object.keys(answerBody as object)).toEqual(['amount']);
          expect(balancesSnapshot()).toBe(before);
        }
        expect(status === 201).toBe(acceptable(text));
        if (status === 201) {
          const stored = db.balances.entries.find((entry) => entry.id === (answerBody as { id: number }).id)!;
          expect(stored.amount).toBe(Number(text.trim()));
        }
        expect(db.balances.entries.every((entry) => Number.isFinite(entry.amount) && Math.abs(entry.amount) <= MAX)).toBe(true);
      }),
      { numRuns: RUNS },
    );
    expect([...seen].sort()).toEqual([201, 400]);
  });
});
