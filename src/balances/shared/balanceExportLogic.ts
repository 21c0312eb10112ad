import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { balanceExportMachine } from '@machines/balances/balanceExport';
import { exportBalances, type BalanceFilters } from '../../api/calls/balances';
import { notify } from '../../platform/toasts';
import { inspected } from '../../platform/inspect';

/** The export chart bound to the call, a new tab and the toasts; one per screen. */
export function useBalanceExport(kind: 'summaries' | 'balance_detail') {
  const [logic] = useState(() =>
    balanceExportMachine.provide({
      actors: { exportBalances: fromPromise(({ input }) => exportBalances(kind, input as BalanceFilters)) },
      actions: {
        openReport: (_, { url }) => {
          window.open(url, '_blank', 'noopener');
        },
        announce: (_, { message, tone }) => notify(tone, message),
      },
    }),
  );
  const [state, send] = useMachine(logic, inspected());
  return { exporting: state.matches('exporting'), exportWith: (filters: BalanceFilters) => send({ type: 'EXPORT', filters: { ...filters } }) };
}
