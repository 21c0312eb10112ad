import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RegenerateBankFilePage } from '@app/payouts/regenerateBankFile/RegenerateBankFilePage';
import { demoServer } from '../support/demoServer';
import { modelPaths, replay, type StepContext } from '../support/model';
import { renderView, useLanguage } from '../support/render';
import { formSubmitModel, type FormSubmitEventName } from './events/formSubmit';
import { holdRequests, type HeldRequest, type RequestHold } from './support/network';

/**
 * The one-request form chart, replayed on the real "Regenerate bank file" page: each event
 * is what the user does or what the server answers; each state is what the user sees.
 */

const PATH = '/v1/payroll/regenerate_bank_file';
const paths = modelPaths(formSubmitModel);

let user: UserEvent;
let hold: RequestHold;
let held: HeldRequest | null = null;

beforeAll(() => useLanguage('en', ['regenerateBankFile', 'payouts']));
afterEach(() => hold?.discard());

const submitButton = () => screen.getByRole('button', { name: 'Regenerate bank file' });
const payrollField = () => screen.getByRole('textbox', { name: 'Payroll number' });
const form = () => within(screen.getByRole('form', { name: 'Regenerate bank file' }));

async function fillAll() {
  await user.clear(payrollField());
  await user.type(payrollField(), '5a');
  const format = screen.getByLabelText('Bank format', { selector: 'input' }) as HTMLInputElement;
  if (format.value === '') {
    await user.click(format);
    await user.click(await screen.findByRole('option', { name: 'Banco de Crédito del Perú (BCP)' }));
  }
}

const events: Record<FormSubmitEventName, (ctx: StepContext) => Promise<void>> = {
  'the user leaves a field empty and submits': async () => {
    await user.clear(payrollField());
    await user.click(submitButton());
  },
  'the user submits complete values': async () => {
    await fillAll();
    await user.click(submitButton());
    held = await hold.next(PATH);
    // Only digits reach the server, with the chosen format.
    expect(String(held.body)).toBe('uploaded_file_id=5&bank_format=pe_bcp');
    // A second click while sending sends nothing more.
    await user.click(submitButton()).catch(() => {});
    expect(hold.pending()).toHaveLength(1);
  },
  'the server answers with a file': async () => {
    demoServer.use(http.post(`*${PATH}`, () => HttpResponse.json({ url: '/api/v1/files/bank-5.txt', text: 'Bank file ready' }), { once: true }));
    held!.pass();
  },
  'the server refuses': async () => {
    demoServer.use(http.post(`*${PATH}`, () => HttpResponse.json({ detail: 'Payroll 5 is not approved' }, { status: 400 }), { once: true }));
    held!.pass();
  },
  'the user leaves the page': async () => held!.abort(),
  'the user edits the form': async () => {
    await user.type(payrollField(), '1');
  },
};

const states: Record<string, (ctx: StepContext) => Promise<void>> = {
  editing: async (ctx) => {
    // After a cancelled request the page settles a moment later.
    await waitFor(() => expect(submitButton()).toBeEnabled());
    if (ctx.via === 'the user leaves a field empty and submits') {
      expect(await form().findByRole('alert')).toHaveTextContent('All fields are required');
    } else {
      expect(form().queryByRole('alert')).not.toBeInTheDocument();
      expect(form().queryByRole('status')).not.toBeInTheDocument();
    }
  },
  submitting: async () => {
    await waitFor(() => expect(submitButton()).toHaveAttribute('data-loading', 'true'));
    expect(payrollField()).toHaveValue('5');
  },
  succeeded: async () => {
    const outcome = await form().findByRole('status');
    expect(outcome).toHaveTextContent('Bank file ready');
    expect(within(outcome).getByRole('link', { name: 'Download the bank file' })).toHaveAttribute('href', '/api/v1/files/bank-5.txt');
  },
  failed: async () => {
    expect(await form().findByRole('alert')).toHaveTextContent('Payroll 5 is not approved');
    // What the user typed is still there.
    expect(payrollField()).toHaveValue('5');
  },
};

describe('one-request form, replayed on the Regenerate bank file page', () => {
  it.each(paths.map((p) => [p.name, p] as const))('%s', async (_, path) => {
    await replay(path, {
      start: () => {
        user = userEvent.setup();
        hold = holdRequests([PATH]);
        held = null;
        renderView(<RegenerateBankFilePage />);
      },
      events,
      states,
    });
  });
});
