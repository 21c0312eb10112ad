import { editPayload, hasEditChanges, validateEdit, type EditOriginal, type EditValues, type Verdict } from './balanceForm';
import { keyMessage } from '../shared/message';
import { balanceDialogChart } from './balanceDialog';

export interface BalanceEditSetting {
  readonly original: EditOriginal;
  /** YYYY-MM-DD on the app's clock. */
  readonly today: string;
}

/** Nothing changed: nothing to send (the view keeps 'Update' disabled; this is the chart's own guard). */
function check(setting: BalanceEditSetting, values: EditValues): Verdict {
  if (!hasEditChanges(setting.original, values)) return { fieldErrors: {}, message: keyMessage('settlements:edit.noChanges') };
  return validateEdit(setting.original, values, setting.today);
}

/**
 * The edit dialog (spec 02 sections 2, 5 and 7): PUT /v1/company_balance_list/ with the
 * identifying fields, new files, files_to_change, and deposit_date, amount and amount_to only
 * when they changed.
 */
export const balanceEditMachine = balanceDialogChart<BalanceEditSetting, EditValues>({
  id: 'balanceEdit',
  check,
  payload: (setting, values) => editPayload(setting.original, values),
  doneMessage: 'settlements:edit.done',
});
