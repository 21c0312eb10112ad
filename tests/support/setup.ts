import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { demoServer, resetDemo } from './demoServer';

// findBy* and waitFor wait up to 5 s (not 1 s): on a loaded 2-core CI machine a page that
// loads through the in-process demo API can take longer than a second to show its rows. A
// behaviour that never happens still fails, only later.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks these browser APIs that Mantine relies on.
if (typeof window !== 'undefined') {
  // As in browsers, an empty query matches every medium (mantine-datatable relies on it).
  window.matchMedia ??= ((query: string) => ({
    matches: query.trim() === '',
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
  window.HTMLElement.prototype.scrollIntoView ??= () => {};
  // jsdom elements cannot scroll; table libraries scroll back to the top on a page change.
  window.Element.prototype.scrollTo ??= () => {};
}

beforeAll(() => demoServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  demoServer.resetHandlers();
  resetDemo();
  window.sessionStorage.clear();
  window.localStorage.clear();
});
afterAll(() => demoServer.close());
