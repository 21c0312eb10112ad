import { useEffect, useState } from 'react';
import { loadBalanceMerchants } from '../../api/calls/balances';
import type { BalanceMerchant } from '../../api/schemas/balances';

/**
 * The user's merchants with their bank and currencies, for the add and edit dialogs; loaded
 * once per visit by users who may add (null until then, or when it failed: 'Add balance'
 * waits). Leaving the page cancels the request.
 */
export function useBalanceMerchants(enabled: boolean): readonly BalanceMerchant[] | null {
  const [merchants, setMerchants] = useState<readonly BalanceMerchant[] | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    loadBalanceMerchants(controller.signal).then(setMerchants, () => setMerchants(null));
    return () => controller.abort();
  }, [enabled]);
  return merchants;
}
