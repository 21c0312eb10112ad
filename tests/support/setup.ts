import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { demoServer, resetDemo } from './demoServer';

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
