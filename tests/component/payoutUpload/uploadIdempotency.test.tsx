import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { navigation } from '@app/platform/navigation';
import { useLanguage } from '../../support/render';
import { ANDES, answerNext, csvFile, renderUploadPage, UPLOAD, uploadAnswer, uploaderSession } from './support';

/**
 * Issue 29 on Upload payout: an upload whose answer was lost, uploaded again, carries the first
 * one's Idempotency-Key, so a server that stored the payroll gives its answer again rather than
 * make a second payroll (the demo API's side: tests/unit/demo-api/idempotency.test.ts). Another
 * file, or the same after Cancel, is another key. (The answers are msw's: jsdom's multipart
 * bodies reach the demo API without the file's name, which it refuses.)
 */

const saved = { ...navigation };
afterEach(() => {
  Object.assign(navigation, saved);
});

const fileInput = () => screen.getByLabelText('Payroll file: drop it here or press to choose it', { selector: 'input' });
const uploadButton = () => screen.getByRole('button', { name: 'Upload' });

async function uploaderPage() {
  await useLanguage('en', ['payoutUpload', 'payouts']);
  const page = await renderUploadPage(uploaderSession([ANDES]));
  const keys: (string | null)[] = [];
  /** The next upload, held: its key is noted. */
  const nextUpload = async () => {
    const held = await page.hold.next(UPLOAD);
    keys.push(held.headers.get('Idempotency-Key'));
    return held;
  };
  return { ...page, keys, nextUpload };
}

describe('upload page: the Idempotency-Key of an upload (issue 29)', { timeout: 30_000 }, () => {
  it('Upload again after a lost answer sends the same key; the answer it then gets is followed', async () => {
    const { user, keys, nextUpload } = await uploaderPage();
    await user.upload(fileInput(), csvFile('nomina.csv'));
    await user.click(await screen.findByRole('button', { name: 'Upload' }));
    answerNext('post', UPLOAD, () => HttpResponse.error());
    (await nextUpload()).pass();
    expect(await screen.findByRole('alert')).toHaveTextContent('contact to support');

    await user.click(uploadButton());
    answerNext('post', UPLOAD, () => uploadAnswer(2));
    (await nextUpload()).pass();
    expect(await screen.findByText(/Processing nomina\.csv/)).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{24}-1$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('another file after a lost answer is a new key; so is the same file after Cancel', async () => {
    const { user, keys, nextUpload } = await uploaderPage();
    await user.upload(fileInput(), csvFile('nomina-a.csv'));
    await user.click(await screen.findByRole('button', { name: 'Upload' }));
    answerNext('post', UPLOAD, () => HttpResponse.error());
    (await nextUpload()).pass();
    await screen.findByRole('alert');

    await user.upload(fileInput(), csvFile('nomina-b.csv'));
    await screen.findByText('Chosen file: nomina-b.csv');
    await user.click(uploadButton());
    await nextUpload();
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    await screen.findByRole('button', { name: 'Upload' });

    await user.click(uploadButton());
    await nextUpload();
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]!.replace(/-1$/, '-2'));
    expect(keys[2]).toBe(keys[0]!.replace(/-1$/, '-3'));
  });
});
