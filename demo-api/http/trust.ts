import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Whether the request being answered may use the demo's test controls (/__demo/, named
 * stores, the fixed reset link). The node middleware decides per request: open when the demo
 * was started for tests (DEMO_TEST_CONTROLS=1) or the request comes straight from this machine
 * (loopback, not through a proxy). In-process (Vitest) there is no outsider: open.
 */
const trusted = new AsyncLocalStorage<boolean>();

export const withTrust = <T>(open: boolean, answer: () => T): T => trusted.run(open, answer);

export const controlsOpen = (): boolean => trusted.getStore() ?? true;
