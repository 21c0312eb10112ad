import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigation } from '@app/platform/navigation';
import { useLanguage } from '../../support/render';
import {
  ANDES,
  answerNext,
  csvFile,
  renderUploadPage,
  STATUS,
  UPLOAD,
  uploadAnswer,
  uploaderSession,
} from './support';

const saved = { ...navigation };
afterEach(() => {
  Object.assign(navigation, saved);
  vi.useRealTimers();
});

const DROPZONE = 'Payroll file: drop it here or press to choose it';
const fileInput = (name = DROPZONE) => screen.getByLabelText(name, { selector: 'input' });
const statusRequests = () =>
  vi.mocked(fetch).mock.calls.filter(([input]) => String(input instanceof Request ? input.url : input).includes(STATUS));

describe('upload page: merchant and template', () => {
  it("offers the company's own template, else its country's, else says there is none", async () => {
    await useLanguage('en', ['payoutUpload', 'payouts']);
    const own = { ...ANDES, url_template_upload: 'https://files.example/andes.xlsx' };
    const byCountry = { pk: 3, name: 'Inversiones Lima SAC', country_id: 2, url_template_upload: null };
    const none = { pk: 6, name: 'Servicios Aztecas SA de CV', country_id: 3, url_template_upload: '  ' };
    const { user } = await renderUploadPage(uploaderSession([own, byCountry, none], { '2': '/t/PE.xlsx' }));
    const select = screen.getByRole('combobox', { name: 'Merchant' });
    expect(select).toHaveValue('');
    expect(screen.getByText('Choose a merchant to get its upload template.')).toBeInTheDocument();

    const choose = async (name: string) => {
      await user.click(select);
      await user.click(await screen.findByRole('option', { name }));
    };
    await choose('Comercial Andes SpA');
    expect(screen.getByRole('link', { name: 'Download the upload template for Comercial Andes SpA' })).toHaveAttribute(
      'href',
      'https://files.example/andes.xlsx',
    );
    await choose('Inversiones Lima SAC');
    expect(screen.getByRole('link', { name: 'Download the upload template for Inversiones Lima SAC' })).toHaveAttribute(
      'href',
      '/t/PE.xlsx',
    );
    await choose('Servicios Aztecas SA de CV');
    expect(screen.queryByRole('link', { name: /Download the upload template/ })).toBeNull();
    expect(
      screen.getByText('There is no upload template for Servicios Aztecas SA de CV yet; ask your account manager for one.'),
    ).toBeInTheDocument();
  });

  it('chooses the only merchant at once', async () => {
    await useLanguage('en', ['payoutUpload', 'payouts']);
    await renderUploadPage(uploaderSession([ANDES], { '1': '/t/CL.xlsx' }));
    expect(screen.getByRole('combobox', { name: 'Merchant' })).toHaveValue('Comercial Andes SpA');
    expect(screen.getByRole('link', { name: 'Download the upload template for Comercial Andes SpA' })).toHaveAttribute(
      'href',
      '/t/CL.xlsx',
    );
  });

  it('says so when the user has no merchant, and Upload tells what is missing', async () => {
    await useLanguage('en', ['payoutUpload', 'payouts']);
    const { user, hold } = await renderUploadPage(uploaderSession([]));
    const select = screen.getByRole('combobox', { name: 'Merchant' });
    expect(select).toHaveAccessibleDescription('You have no merchant to upload payrolls for.');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(select).toHaveAccessibleDescription(/Choose the merchant this payroll belongs to/);
    expect(hold.pending()).toHaveLength(0);
  });
});

describe('upload page: uploading', () => {
  it('sends one upload however fast Upload is clicked', async () => {
    await useLanguage('en', ['payoutUpload', 'payouts']);
    const { user, hold } = await renderUploadPage(uploaderSession([ANDES]));
    await user.upload(fileInput(), csvFile());
    await screen.findByText('Chosen file: payroll.csv');
    const button = screen.getByRole('button', { name: 'Upload' });
    await user.tripleClick(button);
    await hold.next(UPLOAD);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(hold.pending()).toHaveLength(1);
    expect(button).toHaveAttribute('data-loading');
  });

  it('treats an upload answer it cannot read as a failed upload, keeping the file', async () => {
    await useLanguage('en', ['payoutUpload', 'payouts']);
    const { user, hold } = await renderUploadPage(uploaderSession([ANDES]));
    await user.upload(fileInput(), csvFile());
    await user.click(await screen.findByRole('button', { name: 'Upload' }));
    answerNext('post', UPLOAD, () => HttpResponse.json({ data_origin: { id: 'x' } }));
    (await hold.next(UPLOAD)).pass();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The file was not uploaded');
    expect(alert).toHaveTextContent('The server sent an answer this page cannot read.');
    expect(screen.getByText('Chosen file: payroll.csv')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
  });

  it("a 400 says the spec's 'Please, provide a company', with the server's word on the file on the next line", async () => {
    await useLanguage('en', ['payoutUpload', 'payouts']);
    const { user, hold } = await renderUploadPage(uploaderSession([ANDES]));
    await user.upload(fileInput(), csvFile());
    await user.click(await screen.findByRole('button', { name: 'Upload' }));
    answerNext('post', UPLOAD, () => HttpResponse.json({ file: ['The file is empty.'] }, { status: 400 }));
    (await hold.next(UPLOAD)).pass();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The file was not uploaded');
    // Two lines: the text keeps its line break, and the alert lays it out (pre-line).
    expect(within(alert).getByText('Please, provide a company\nThe file is empty.', { normalizer: (text) => text })).toBeInTheDocument();
    expect(alert).toHaveStyle({ whiteSpace: 'pre-line' });
    expect(screen.getByText('Chosen file: payroll.csv')).toBeInTheDocument();
  });
});

describe('upload page: outcomes', () => {
  async function uploadWith(answer: () => Response) {
    await useLanguage('en', ['payoutUpload', 'payouts']);
    const page = await renderUploadPage(uploaderSession([ANDES]));
    await page.user.upload(fileInput(), csvFile());
    await page.user.click(await screen.findByRole('button', { name: 'Upload' }));
    answerNext('post', UPLOAD, answer);
    (await page.hold.next(UPLOAD)).pass();
    return page;
  }

  it('a header error without a detail still reads as a failure of the header', async () => {
    await uploadWith(() => uploadAnswer(3));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("The file's header does not match the template");
    expect(alert).toHaveTextContent('Upload failed-Header');
  });

  it('shows exactly three lines without a "not shown" count, naming unknown fields readably', async () => {
    await uploadWith(() =>
      uploadAnswer(3, [
        { no_line: 2, error_bank_branch_code: 'Unknown branch' },
        { no_line: 3, error_amount: '' },
        { no_line: 5, error_subject: 'Too long' },
      ]),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Line 2');
    expect(alert).toHaveTextContent('Bank branch code: Unknown branch');
    expect(alert).toHaveTextContent('Line 3');
    expect(alert).not.toHaveTextContent('Amount');
    expect(alert).toHaveTextContent('Reason: Too long');
    expect(alert).not.toHaveTextContent('not shown');
  });
});

describe('upload page: leaving it', () => {
  it('stops the polling: no status check once the page is gone', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await useLanguage('en', ['payoutUpload', 'payouts']);
    const { user, hold, router } = await renderUploadPage(uploaderSession([ANDES]));
    await user.upload(fileInput(), csvFile());
    await user.click(await screen.findByRole('button', { name: 'Upload' }));
    answerNext('post', UPLOAD, () => uploadAnswer(2));
    (await hold.next(UPLOAD)).pass();
    await screen.findByRole('status');
    // One poll happens while the page is open…
    await vi.advanceTimersByTimeAsync(10_000);
    answerNext('get', STATUS, () => uploadAnswer(2));
    (await hold.next(STATUS)).pass();
    await vi.advanceTimersByTimeAsync(100);
    expect(statusRequests()).toHaveLength(1);
    // …and none after the user has gone elsewhere.
    await router.navigate({ to: '/payouts/list' });
    await screen.findByText('Payout list (stub)');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(statusRequests()).toHaveLength(1);
    expect(hold.pending()).toHaveLength(0);
  });

  it('a check still in flight when the page goes changes nothing and starts no other', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await useLanguage('en', ['payoutUpload', 'payouts']);
    const { user, hold, router } = await renderUploadPage(uploaderSession([ANDES]));
    await user.upload(fileInput(), csvFile());
    await user.click(await screen.findByRole('button', { name: 'Upload' }));
    answerNext('post', UPLOAD, () => uploadAnswer(2));
    (await hold.next(UPLOAD)).pass();
    await screen.findByRole('status');
    await vi.advanceTimersByTimeAsync(10_000);
    const held = await hold.next(STATUS);
    await router.navigate({ to: '/payouts/list' });
    await screen.findByText('Payout list (stub)');
    answerNext('get', STATUS, () => uploadAnswer(2));
    held.pass();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(statusRequests()).toHaveLength(1);
  });
});

describe('upload page in Spanish', () => {
  it('speaks Spanish: labels, refusals and outcomes', async () => {
    await useLanguage('es', ['payoutUpload', 'payouts']);
    const { user, hold } = await renderUploadPage(uploaderSession([ANDES], { '1': '/t/CL.xlsx' }));
    expect(screen.getByRole('heading', { name: 'Cargar nómina' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Comercio' })).toHaveValue('Comercial Andes SpA');
    expect(screen.getByRole('link', { name: 'Descargar la plantilla de carga de Comercial Andes SpA' })).toBeInTheDocument();
    const label = 'Archivo de nómina: arrástrelo aquí o presione para elegirlo';
    const dropzone = screen.getByRole('group', { name: label });
    await user.upload(fileInput(label), new File(['x'], 'notas.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(dropzone).toHaveAccessibleDescription(/Solo archivos \.csv, \.xls o \.xlsx/));
    await user.upload(fileInput(label), csvFile('nómina.xlsx'));
    await screen.findByText('Archivo elegido: nómina.xlsx');
    await user.click(screen.getByRole('button', { name: 'Cargar' }));
    answerNext('post', UPLOAD, () => uploadAnswer(4));
    (await hold.next(UPLOAD)).pass();
    const panel = await screen.findByRole('status');
    await waitFor(() => expect(panel).toHaveTextContent('Nómina cargada correctamente'));
    expect(within(panel).getByText('En aprobación')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Ver la nómina 88' })).toHaveAttribute('href', '/payroll/view/88');
    expect(within(panel).getByRole('button', { name: 'Cargar otro archivo' })).toBeEnabled();
  });
});
