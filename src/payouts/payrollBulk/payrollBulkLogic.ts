import { fromPromise } from 'xstate';
import { payrollBulkMachine, type BulkBatchInput, type BulkPreviewAnswer, type BulkRowResult } from '@machines/payouts/payrollBulk';
import type { PayrollActionName } from '@machines/payouts/payrollAction';
import { bulkAction, previewBulk, type BulkSelection } from '../../api/calls/payrollBulk';
import { intentKeys } from '../../platform/intentKeys';
import { releaseStepUpLogic } from '../shared/releaseStepUpLogic';

export interface PayrollBulkBindings {
  /** The list loads its page again. */
  readonly refresh: () => void;
  /** The list forgets its selection. */
  readonly clearSelection: () => void;
}

/** The bulk action chart bound to the bulk calls and to the list it acts on. */
export const payrollBulkLogic = (bindings: PayrollBulkBindings) => {
  // One key space per list page: each batch's key is its intent's (issue 29).
  const keyOf = intentKeys();
  return payrollBulkMachine.provide({
    actors: {
      previewSelection: fromPromise<BulkPreviewAnswer, { action: PayrollActionName; selection: unknown }>(({ input, signal }) =>
        previewBulk(input.action, input.selection as BulkSelection, signal),
      ),
      sendBatch: fromPromise<{ readonly results: readonly BulkRowResult[] }, BulkBatchInput>(({ input, signal }) =>
        bulkAction(input.action, input.ids, input.detail, signal, input.releaseGrant, { idempotencyKey: keyOf(input.intent) }),
      ),
      releaseStepUp: releaseStepUpLogic,
    },
    actions: {
      refreshList: () => bindings.refresh(),
      clearSelection: () => bindings.clearSelection(),
    },
  });
};
