import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PayrollApprovePage } from '@app/payouts/payrollApprove/PayrollApprovePage';
import { RegenerateBankFilePage } from '@app/payouts/regenerateBankFile/RegenerateBankFilePage';
import { signalUnauthorized } from '@app/api/unauthorized';
import { navigation } from '@app/platform/navigation';
import { offerDraft, restoringDraft } from '@app/platform/draftRestoring';
import { anyFormOpen, openDraftSources } from '@app/platform/openForms';
import { demoServer } from '../../support/demoServer';
import { renderView, useLanguage } from '../../support/render';
import { ANDES, csvFile, renderUploadPage, UPLOAD, uploaderSession } from '../payoutUpload/support';

/**
 * Issue 29: the regenerate bank file and manual approval forms keep what was typed as a draft
 * (`regenerateBankFile`, `payrollApprove`), and the upload page the chosen file and merchant
 * (`payoutUpload`) while they are not being sent; a restored draft fills the form on its page.
 */

const saved = { ...navigation };
afterEach(() => {
  Object.assign(navigation, saved);
  vi.useRealTimers();
});

const draftsOf = (form: string) => openDraftSources().filter((source) => source.form === form);
const restore = (form: string, values: unknown) => act(() => offerDraft({ form, subject: null, values }));

describe('regenerate bank file: the draft', () => {
  it('keeps the payroll number and format typed; none before anything is typed nor once it succeeded', async () => {
    await useLanguage('en', ['regenerateBankFile', 'payouts']);
    demoServer.use(http.post('*/v1/payroll/regenerate_bank_file', () => HttpResponse.json({ url: '/api/v1/payroll_files/5/bank.txt', text: 'Bank file ready' })));
    const user = userEvent.setup({ delay: null });
    renderView(<RegenerateBankFilePage />);
    const form = within(screen.getByRole('form', { name: 'Regenerate bank file' }));
    // Open (a 401 keeps the page), but nothing to keep yet.
    expect(anyFormOpen()).toBe(true);
    expect(draftsOf('regenerateBankFile')).toEqual([]);

    await user.type(form.getByRole('textbox', { name: 'Payroll number' }), '57');
    await user.click(form.getByLabelText('Bank format', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Interbank' }));
    const [source, ...others] = draftsOf('regenerateBankFile');
    expect(others).toEqual([]);
    expect(source?.values()).toEqual({ payroll: '57', format: 'pe_interbank' });

    await user.click(form.getByRole('button', { name: 'Regenerate bank file' }));
    expect(await form.findByRole('status')).toHaveTextContent('Bank file ready');
    expect(draftsOf('regenerateBankFile')).toEqual([]);
    expect(anyFormOpen()).toBe(true);
  });

  it('restored, fills the form', async () => {
    await useLanguage('en', ['regenerateBankFile', 'payouts']);
    renderView(<RegenerateBankFilePage />);
    const form = within(screen.getByRole('form', { name: 'Regenerate bank file' }));

    restore('regenerateBankFile', { payroll: '57', format: 'cl_supplier_payment' });

    await waitFor(() => expect(form.getByRole('textbox', { name: 'Payroll number' })).toHaveValue('57'));
    expect(form.getByLabelText('Bank format', { selector: 'input' })).toHaveValue('Chile: supplier payment');
    expect(restoringDraft('regenerateBankFile')).toBeNull();
  });

  it('a restored draft taken before the page mounted fills it too; an unknown format is left out', async () => {
    await useLanguage('en', ['regenerateBankFile', 'payouts']);
    restore('regenerateBankFile', { payroll: '12', format: 'xx_unknown' });
    renderView(<RegenerateBankFilePage />);
    const form = within(screen.getByRole('form', { name: 'Regenerate bank file' }));
    await waitFor(() => expect(form.getByRole('textbox', { name: 'Payroll number' })).toHaveValue('12'));
    expect(form.getByLabelText('Bank format', { selector: 'input' })).toHaveValue('');
  });
});

describe('manual approval: the draft', () => {
  it('keeps the payroll number and both answers', async () => {
    await useLanguage('en', ['payrollApprove', 'payouts']);
    const user = userEvent.setup({ delay: null });
    renderView(<PayrollApprovePage />);
    const form = within(screen.getByRole('form', { name: 'Manual payout approval' }));
    expect(draftsOf('payrollApprove')).toEqual([]);

    await user.type(form.getByRole('textbox', { name: 'Payroll number' }), '12');
    await user.click(within(form.getByRole('radiogroup', { name: 'Was it rejected entirely?' })).getByRole('radio', { name: 'No' }));
    await user.click(within(form.getByRole('radiogroup', { name: 'Has rejections?' })).getByRole('radio', { name: 'Yes' }));
    const [source, ...others] = draftsOf('payrollApprove');
    expect(others).toEqual([]);
    expect(source?.values()).toEqual({ payroll: '12', rejectedEntirely: 'no', hasRejections: 'yes' });
  });

  it('restored, fills the form', async () => {
    await useLanguage('en', ['payrollApprove', 'payouts']);
    renderView(<PayrollApprovePage />);
    const form = within(screen.getByRole('form', { name: 'Manual payout approval' }));

    restore('payrollApprove', { payroll: '12', rejectedEntirely: 'no', hasRejections: 'yes' });

    await waitFor(() => expect(form.getByRole('textbox', { name: 'Payroll number' })).toHaveValue('12'));
    expect(within(form.getByRole('radiogroup', { name: 'Was it rejected entirely?' })).getByRole('radio', { name: 'No' })).toBeChecked();
    expect(within(form.getByRole('radiogroup', { name: 'Has rejections?' })).getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(restoringDraft('payrollApprove')).toBeNull();
  });
});

describe('payroll upload: the draft', () => {
  const LIMA = { pk: 3, name: 'Inversiones Lima SAC', country_id: 2, url_template_upload: null };
  const DROPZONE = 'Payroll file: drop it here or press to choose it';
  const fileInput = () => screen.getByLabelText(DROPZONE, { selector: 'input' });

  it('keeps the chosen file and merchant while it is not being sent', async () => {
    await useLanguage('en', ['payoutUpload', 'payouts']);
    const { user, hold } = await renderUploadPage(uploaderSession([ANDES, LIMA]));
    // A merchant alone is nothing to lose: the form is not open.
    await user.click(screen.getByRole('combobox', { name: 'Merchant' }));
    await user.click(await screen.findByRole('option', { name: 'Inversiones Lima SAC' }));
    expect(anyFormOpen()).toBe(false);

    const file = csvFile();
    await user.upload(fileInput(), file);
    await screen.findByText('Chosen file: payroll.csv');
    const [source, ...others] = draftsOf('payoutUpload');
    expect(others).toEqual([]);
    expect(source?.values()).toEqual({ companyId: 3, file });

    // Sending: a 401 to the upload is spec 01's (the expired session, then /login after 3 s).
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await hold.next(UPLOAD);
    expect(anyFormOpen()).toBe(false);
    hold.discard();
  });

  it('a 401 elsewhere while a file is chosen keeps the page, to sign in again over it', async () => {
    await useLanguage('en', ['payoutUpload', 'payouts']);
    const { user, actor } = await renderUploadPage(uploaderSession([ANDES]));
    await user.upload(fileInput(), csvFile());
    await screen.findByText('Chosen file: payroll.csv');
    act(() => signalUnauthorized());
    expect(actor.getSnapshot().matches('signingInAgain')).toBe(true);
    expect(screen.getByText('Chosen file: payroll.csv')).toBeInTheDocument();
  });

  it('restored, puts the merchant and the file back; Upload sends them', async () => {
    await useLanguage('en', ['payoutUpload', 'payouts']);
    const { user, hold } = await renderUploadPage(uploaderSession([ANDES, LIMA]));
    const file = csvFile('june.csv');

    restore('payoutUpload', { companyId: 3, file });

    await screen.findByText('Chosen file: june.csv');
    expect(screen.getByRole('combobox', { name: 'Merchant' })).toHaveValue('Inversiones Lima SAC');
    expect(restoringDraft('payoutUpload')).toBeNull();
    expect(draftsOf('payoutUpload')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const sent = (await hold.next(UPLOAD)).body as FormData;
    expect(sent.get('company_id')).toBe('3');
    expect((sent.get('file') as File).name).toBe('june.csv');
    hold.discard();
  });

  it("a restored merchant that is not the user's, or a file that is not one, is left out", async () => {
    await useLanguage('en', ['payoutUpload', 'payouts']);
    await renderUploadPage(uploaderSession([ANDES, LIMA]));

    restore('payoutUpload', { companyId: 99, file: { name: 'payroll.csv' } });

    await waitFor(() => expect(restoringDraft('payoutUpload')).toBeNull());
    expect(screen.getByRole('combobox', { name: 'Merchant' })).toHaveValue('');
    expect(screen.queryByText(/Chosen file/)).toBeNull();
    expect(anyFormOpen()).toBe(false);
  });
});
