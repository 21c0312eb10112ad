import { addPayload, validateAdd, type AddValues, type MerchantSettings } from './balanceForm';
import { balanceDialogChart } from './balanceDialog';

export interface BalanceAddSetting {
  readonly merchants: readonly MerchantSettings[];
  /** YYYY-MM-DD on the app's clock: the deposit date is this month up to this day. */
  readonly today: string;
}

/**
 * The Add balance dialog (spec 02 sections 2, 5 and 7): every rule of section 5 checked before
 * anything is sent, then POST /v1/company_balance_list/ as a multipart form.
 */
export const balanceAddMachine = balanceDialogChart<BalanceAddSetting, AddValues>({
  id: 'balanceAdd',
  check: (setting, values) => validateAdd(values, setting.merchants, setting.today),
  payload: (_, values) => addPayload(values),
  doneMessage: 'settlements:add.done',
});
