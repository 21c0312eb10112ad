import type { AnyEventObject } from 'xstate';
import { formSubmitMachine } from '@machines/shared/formSubmit';
import type { ModelSpec } from '../../support/model';

/** The one-request form's model: one source for the replay test and the coverage test. */
const formSubmitEvents = {
  'the user leaves a field empty and submits': { type: 'INVALID', message: { key: 'errors:allFieldsRequired' } },
  'the user submits complete values': { type: 'SUBMIT', values: { payroll: 5, format: 'pe_bcp' } },
  'the server answers with a file': { type: 'xstate.done.actor.submit', output: { url: '/api/v1/files/bank-5.txt', text: 'Bank file ready' } },
  'the server refuses': { type: 'xstate.error.actor.submit', error: { kind: 'http', status: 400, message: { text: 'Payroll 5 is not approved' } } },
  'the user leaves the page': { type: 'xstate.error.actor.submit', error: { kind: 'aborted', message: { key: 'errors:aborted' } } },
  'the user edits the form': { type: 'EDIT' },
} satisfies Record<string, AnyEventObject>;

export type FormSubmitEventName = keyof typeof formSubmitEvents;

export const formSubmitModel: ModelSpec<undefined> = {
  machine: formSubmitMachine,
  starts: [{ name: 'an internal form opens', input: undefined }],
  events: formSubmitEvents,
};
