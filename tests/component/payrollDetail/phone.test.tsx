import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useLanguage } from '../../support/render';
import { rawTransaction, rawTransactions } from './data';
import { bodyRows, headers, renderDetail, restoreNavigation, transactionsTable } from './renderDetail';
import { ROW_PX, useVirtualLayout } from '../../support/virtualLayout';

/**
 * The payroll detail on a phone (issue 27). jsdom applies no media query: these tests read what
 * the phone's CSS draws from (each card line's label, `data-label`) and what the script decides
 * by the screen (how many transaction cards the first frame draws).
 */

useVirtualLayout();
afterEach(() => {
  restoreNavigation();
  vi.restoreAllMocks();
});

const PHONE = '(max-width: 47.99em)';
/** A card of the ten columns shown at first: 24 px a line and 28 of padding, border and gap (TransactionsGrid). */
const CARD_PX = 10 * 24 + 28;

/** The height the table keeps below the drawn rows for the rows not drawn. */
const spacerAfter = (): number => {
  const spacers = transactionsTable().querySelectorAll<HTMLElement>('tr[aria-hidden="true"] > td');
  return parseFloat(spacers[spacers.length - 1]?.style.height ?? '0');
};

/** matchMedia as a browser `width` px wide answers it, telling its listeners when the width changes. */
function screenOf(width: number) {
  const listeners = new Set<(change: { matches: boolean }) => void>();
  const phone = () => width < 768;
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        get matches() {
          return query === PHONE && phone();
        },
        media: query,
        addEventListener: (_: string, listener: (change: { matches: boolean }) => void) => listeners.add(listener),
        removeEventListener: (_: string, listener: (change: { matches: boolean }) => void) => listeners.delete(listener),
      }) as unknown as MediaQueryList,
  );
  return {
    resize(to: number) {
      width = to;
      act(() => listeners.forEach((listener) => listener({ matches: phone() })));
    },
  };
}

describe('payroll detail on a phone, in English', () => {
  beforeAll(() => useLanguage('en', ['payrollDetail', 'payouts']));

  it("each currency's card names its lines: uploaded, uploaded amount, paid, paid amount", async () => {
    await renderDetail({ transactions: rawTransactions(2) });
    const totals = screen.getByRole('table', { name: 'Totals per currency' });
    const clp = within(totals).getByRole('row', { name: /^CLP/ });
    expect(within(clp).getByRole('rowheader')).toHaveTextContent('CLP');
    expect(within(clp).getAllByRole('cell').map((cell) => [cell.getAttribute('data-label'), cell.textContent])).toEqual([
      ['Uploaded', '1.250'],
      ['Uploaded amount', 'CLP 98.765.432,10'],
      ['Paid', '1.180'],
      ['Paid amount', 'CLP 1.234.567,89'],
    ]);
  });

  it("each transaction's card labels its lines by their columns, the visible ones only", async () => {
    await renderDetail({ transactions: [rawTransaction(0, { amount: '1234.5' })] });
    const [row] = bodyRows();
    const labels = within(row!).getAllByRole('cell').map((cell) => cell.getAttribute('data-label'));
    expect(labels).toEqual(headers());
    const amount = within(row!).getAllByRole('cell')[labels.indexOf('Amount')]!;
    expect(amount).toHaveTextContent('CLP 1.234,50');
  });

  // The box's scroll height counts the rows not drawn at their estimated height: a card's on a
  // phone (ten lines, 268 px), a row's on a desk (40 px), so the scroll bar is right before the
  // user scrolls, and the first frame draws the cards that fill the box, not a desk's rows.
  it('counts the cards not drawn yet at a card’s height on a phone, at a row’s on a desk, and again when the screen turns', async () => {
    const screen360 = screenOf(360);
    await renderDetail({ transactions: rawTransactions(50) });
    const undrawn = () => 50 - bodyRows().length;
    expect(undrawn()).toBeGreaterThan(0);
    expect(spacerAfter()).toBe(undrawn() * CARD_PX);
    expect(bodyRows()[0]).toHaveAttribute('aria-rowindex', '2');

    screen360.resize(1280);
    await waitFor(() => expect(spacerAfter()).toBe(undrawn() * ROW_PX));
  });

  it('on a desk, the rows not drawn count 40 px each', async () => {
    screenOf(1280);
    await renderDetail({ transactions: rawTransactions(50) });
    expect(spacerAfter()).toBe((50 - bodyRows().length) * ROW_PX);
    expect(transactionsTable()).toHaveAttribute('aria-rowcount', '51');
  });
});

describe('payroll detail on a phone, in Spanish', () => {
  beforeAll(() => useLanguage('es', ['payrollDetail', 'payouts']));

  it('the cards name their lines in Spanish', async () => {
    await renderDetail({ tableName: 'Transacciones', transactions: rawTransactions(1) });
    const totals = screen.getByRole('table', { name: 'Totales por moneda' });
    const usd = within(totals).getByRole('row', { name: /^USD/ });
    expect(within(usd).getAllByRole('cell').map((cell) => cell.getAttribute('data-label'))).toEqual(['Cargadas', 'Monto cargado', 'Pagadas', 'Monto pagado']);
    const [row] = bodyRows('Transacciones');
    expect(within(row!).getAllByRole('cell').map((cell) => cell.getAttribute('data-label'))).toContain('Monto');
  });
});
