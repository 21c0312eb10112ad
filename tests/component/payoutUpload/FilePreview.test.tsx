import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor as waitForActor } from 'xstate';
import { payoutUploadMachine, type PayoutUploadEvent, type PreviewAnswer } from '@machines/payouts/payoutUpload';
import { PAYROLL_BANKING } from '@rules/payrollFile/catalogue';
import { templateHeader } from '@rules/payrollFile/template';
import { FilePreview } from '@app/payouts/payoutUpload/FilePreview';
import { readPreview } from '@app/payouts/payoutUpload/preview/readPreview';
import { readFirstSheet } from '@app/payouts/payoutUpload/preview/readSheet';
import { usePreviewLayout } from '../../support/previewLayout';
import { renderView, useLanguage } from '../../support/render';

/**
 * The preview's view (issue 28) over the upload chart in each of its preview states, with the
 * real reader's answer for generated files: row count, totals, first rows, every error by line
 * and field (drawn a window at a time), the non-blocking warnings, and the unreadable cases.
 */

const GOOD = 'OC-{n};;1234{n};Cuenta Corriente;Banco de Chile;11.111.111-1;Ana Pérez Soto;1000;CLP;;';
const BAD = 'OC-{n};;1234{n};Cuenta Corriente;Banco Inventado;11.111.111-1;Ana Pérez Soto;abc;CLP;;';

const csv = (lines: readonly string[]) => new TextEncoder().encode([templateHeader('es').join(';'), ...lines].join('\r\n'));
const numbered = (count: number, line: (n: number) => string) => Array.from({ length: count }, (_, index) => line(index + 1));
const fill = (template: string, n: number) => template.replaceAll('{n}', String(n).padStart(4, '0'));

/** The chart at rest in the preview state the answer leads to, and the view drawn from it. */
async function shownWith(answer: PreviewAnswer | Error, name = 'nomina.csv') {
  const actor = createActor(
    payoutUploadMachine.provide({
      actors: { readPreview: fromPromise(async () => (answer instanceof Error ? Promise.reject(answer) : answer)) },
    }),
    { input: { companyIds: [1] } },
  ).start();
  actor.send({ type: 'SELECT_FILES', files: [{ name }] });
  await waitForActor(actor, (snapshot) => !snapshot.matches({ choosing: 'reading' }));
  const send = vi.fn<(event: PayoutUploadEvent) => void>();
  renderView(<FilePreview state={actor.getSnapshot()} send={send} />);
  return { region: screen.getByRole('region', { name: 'File preview' }), send };
}

const previewOfCsv = (lines: readonly string[]) => readPreview(csv(lines), 'nomina.csv', PAYROLL_BANKING.CL, readFirstSheet);

usePreviewLayout();
beforeAll(() => useLanguage('en', ['payoutUpload']));

describe('the file preview', () => {
  it('shows the row count, the totals per currency, the first rows and each error by line and field', async () => {
    const { region, send } = await shownWith(await previewOfCsv([fill(GOOD, 1), fill(BAD, 2), fill(GOOD, 3)]));
    const view = within(region);
    expect(view.getByRole('heading', { name: 'Preview of nomina.csv' })).toBeInTheDocument();
    expect(view.getByText('Payment lines: 3')).toBeInTheDocument();
    expect(region).toHaveTextContent('1 lines have errors: the server will refuse this file as it is.');
    const totals = view.getByRole('table', { name: 'Totals per currency of the valid lines' });
    expect(within(totals).getByRole('row', { name: 'CLP 2 2.000,00' })).toBeInTheDocument();
    const firstRows = view.getByRole('table', { name: 'The first 3 lines of the file' });
    expect(within(firstRows).getAllByRole('row')).toHaveLength(4);
    expect(within(firstRows).getByRole('cell', { name: 'Banco Inventado (error: Unknown bank)' })).toBeInTheDocument();
    const errors = view.getByRole('list', { name: 'Errors: 2 in 1 lines' });
    expect(within(errors).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Line 3, Bank: Unknown bank', 'Line 3, Amount: Invalid amount']);
    await userEvent.click(view.getByRole('button', { name: 'Cancel: remove the file' }));
    expect(send).toHaveBeenCalledWith({ type: 'REMOVE_FILE' });
  });

  it('draws only a window of 20,000 errors, and the list says how many there are', async () => {
    const { region } = await shownWith(await previewOfCsv(numbered(10_000, (n) => fill(BAD, n))));
    const errors = within(region).getByRole('list', { name: 'Errors: 20.000 in 10.000 lines' });
    const items = within(errors).getAllByRole('listitem');
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThan(40);
    expect(items[0]).toHaveTextContent('Line 2, Bank: Unknown bank');
    expect(items[0]).toHaveAttribute('aria-setsize', '20000');
    expect(region).toHaveTextContent('Payment lines: 10.000');
  });

  it('shows a duplicate account as a warning that does not block', async () => {
    const { region } = await shownWith(await previewOfCsv([fill(GOOD, 1), fill(GOOD, 1)]));
    expect(region).toHaveTextContent('No errors found: the server should accept this file.');
    const warnings = within(region).getByRole('list', { name: 'Warnings (they do not stop the upload)' });
    expect(warnings).toHaveTextContent('The same account, Banco de Chile 12340001, is on lines 2, 3.');
    expect(within(region).queryByRole('list', { name: /^Errors/ })).toBeNull();
  });

  it.each([
    ['a PDF named .csv', '%PDF-1.7\n1 0 obj', 'nomina.csv', 'are not a CSV or XLSX spreadsheet'],
    ['a UTF-16 text', '\uFEFFx', 'nomina.csv', "encoding the preview cannot read (UTF-16, 'Unicode text')"],
    ['a legacy .xls', '', 'nomina.xls', 'The preview cannot read .xls files (Excel 97-2003). You can still upload it'],
    ['a damaged .xlsx', 'PK\u0003\u0004broken', 'nomina.xlsx', 'are not a CSV or XLSX spreadsheet'],
  ])('says plainly why %s has no preview', async (_, text, name, says) => {
    const bytes = text.startsWith('\uFEFF') ? new Uint8Array([0xff, 0xfe, 0x78, 0x00]) : new TextEncoder().encode(text);
    const answer = await readPreview(bytes, name, PAYROLL_BANKING.CL, readFirstSheet);
    const { region } = await shownWith(answer, name);
    expect(within(region).getByRole('status')).toHaveTextContent(`No preview for ${name}`);
    expect(region).toHaveTextContent(says);
  });

  it('says the reading broke when the reader fails', async () => {
    const { region } = await shownWith(new Error('NotReadableError'));
    expect(region).toHaveTextContent('The preview could not read this file. You can still upload it and the server will check it.');
  });
});
