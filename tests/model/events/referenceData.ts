import type { AnyEventObject } from 'xstate';
import { referenceDataMachine, type ReferenceData } from '@machines/shell/referenceData';
import type { ApiFailure } from '@machines/shared/apiError';
import type { ModelSpec } from '../../support/model';

/** The reference data chart's model: one source for the replay test and the coverage test. */

const cargaData: ReferenceData = {
  settings: { date_range_limit_settings: { enabled: true, max_days_range: 120 } },
  countries: [{ id: 1, code: 'CL', name: 'chile' }],
  currencies: ['CLP', 'PEN', 'MXN', 'USD', 'EUR', 'BRL'],
};

const failure: ApiFailure = { kind: 'http', status: 503, message: { text: 'Settings are being updated.' } };

const referenceDataEvents = {
  'reference data loads': { type: 'xstate.done.actor.loadReferenceData', output: cargaData },
  'a reference call fails': { type: 'xstate.error.actor.loadReferenceData', error: failure },
  'try again': { type: 'RETRY' },
} satisfies Record<string, AnyEventObject>;

export type ReferenceDataEventName = keyof typeof referenceDataEvents;

export const referenceDataModel: ModelSpec<undefined> = {
  machine: referenceDataMachine,
  starts: [{ name: 'carga opens a page in the shell', input: undefined }],
  events: referenceDataEvents,
};
