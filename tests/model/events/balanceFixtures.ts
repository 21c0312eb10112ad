import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { AddValues, EditOriginal, EditValues, MerchantSettings } from '@machines/balances/balanceForm';
import { editStart } from '@machines/balances/balanceForm';

/** Values the balance dialogs' models send: the same the replays type into the real dialogs. */

export const TODAY = '2026-11-21';

export const MERCHANTS: readonly MerchantSettings[] = [
  { company: 1, company__name: 'Comercial Andes SpA', currencies_available: ['CLP', 'USD'], bank_id: 12 },
  { company: 3, company__name: 'Inversiones Lima SAC', currencies_available: ['PEN', 'USD'], bank_id: 2 },
];

export const SETTLEMENT: AddValues = {
  type: 'outbound_settlement',
  company: 1,
  currency: 'USD',
  depositDate: '2026-11-20',
  documentId: 'DOC-9001',
  accountId: '7',
  bank: '12',
  amount: '500',
  comments: 'November settlement',
  files: [],
  companyTo: null,
  currencyTo: '',
  amountTo: '',
  documentIdTo: '',
  accountIdTo: '',
  bankTo: '',
};

export const INCOMPLETE: AddValues = { ...SETTLEMENT, documentId: '' };

export const ORIGINAL: EditOriginal = {
  id: 10,
  company: 1,
  currency: 'CLP',
  type: 'outbound_settlement',
  depositDate: '2026-11-02',
  amount: -150000,
  bank: '12',
  accountId: '7',
  documentId: 'DOC-1010',
  comments: 'Monthly settlement to the merchant account.',
  files: [
    { name: 'receipt_10.pdf', size: 900, type: 'application/pdf', key: '10-a1-receipt.pdf' },
    { name: 'transfer_10.png', size: 300, type: 'image/png', key: '10-a2-transfer.png' },
  ],
  to: null,
};

export const NEW_AMOUNT: EditValues = { ...editStart(ORIGINAL), amount: '175000' };
export const NO_FILES: EditValues = { ...editStart(ORIGINAL), files: [] };

/** A picked attachment (what the real dialogs get as a png from the replay). */
export const NEW_FILE = { name: 'new.png', size: 120, type: 'image/png', blob: {} };

/**
 * A send is cancelled only while attachments go with it: the dialog offers no 'Cancel upload'
 * for a form without files (the job's own progress is the job model's).
 */
export const UPLOAD_ONLY = (snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean =>
  !(event.type === 'xstate.done.actor.job' && (event.output as { outcome?: string } | undefined)?.outcome === 'cancelled') ||
  (snapshot.context as { attaching: boolean }).attaching;
