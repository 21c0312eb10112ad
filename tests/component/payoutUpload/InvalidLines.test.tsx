import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { writeSession } from '@app/platform/storage';
import { InvalidLines } from '@app/payouts/payoutUpload/InvalidLines';
import { demoServer } from '../../support/demoServer';
import { renderView, useLanguage } from '../../support/render';
import { ANDES, uploaderSession } from './support';

const errors = Array.from({ length: 5 }, (_, i) => ({ no_line: i + 2, error_amount: 'Invalid amount' }));

describe('the invalid lines of an upload', () => {
  beforeAll(() => useLanguage('en', ['payoutUpload', 'payouts', 'errors']));
  afterEach(() => vi.restoreAllMocks());

  it('counts the lines the answer left out (errors_total), not only those it carries', async () => {
    renderView(<InvalidLines payrollId={40} detail={null} errors={errors} total={1500} again={null} />);
    expect(await screen.findByText('Lines with errors not shown: 1497')).toBeInTheDocument();
  });

  it('downloads the invalid-lines file through the session, not as a bare link', async () => {
    writeSession(uploaderSession([ANDES]));
    const asked: { type: string | null; id: string | null; auth: string | null }[] = [];
    demoServer.use(
      http.get('*/v1/download_report_by_payroll', ({ request }) => {
        const url = new URL(request.url);
        asked.push({ type: url.searchParams.get('type'), id: url.searchParams.get('uploaded_file_id'), auth: request.headers.get('authorization') });
        return HttpResponse.json({ total_rows: 1, header: ['Line', 'Errors'], data: [[2, 'Amount: Invalid amount']] });
      }),
    );
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:test';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    renderView(<InvalidLines payrollId={40} detail={null} errors={errors} again={null} />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).queryByRole('link', { name: 'Download the invalid lines' })).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Download the invalid lines' }));
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(asked).toEqual([{ type: 'errorFile', id: '40', auth: 'Token component-test-token' }]);
    expect(await saved[0]!.text()).toContain('Amount: Invalid amount');
  });
});
