import '@testing-library/jest-dom/vitest';
// IndexedDB for the drafts a 401 keeps (src/platform/drafts.ts); jsdom has none.
import 'fake-indexeddb/auto';
import { cleanNotifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { presentToast } from '@app/app/loadOnDemand';
import { presentToasts } from '@app/platform/toasts';
import { resetPlatform } from '@app/platform/store';
import { dropDrafts } from '@app/platform/drafts';
import { demoServer, resetDemo } from './demoServer';
import { skipOwnerStacks } from './ownerStacks';

skipOwnerStacks();

// findBy* and waitFor wait up to 5 s (not 1 s): on a loaded 2-core CI machine a page that
// loads through the in-process demo API can take longer than a second to show its rows. A
// behaviour that never happens still fails, only later.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks these browser APIs that Mantine relies on.
if (typeof window !== 'undefined') {
  // As in browsers, an empty query matches every medium (Mantine's hooks read it).
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

// Toasts drawn as the app draws them (main.tsx binds the same presenter), again after every
// reset of the platform store.
presentToasts(presentToast);

beforeAll(() => demoServer.listen({ onUnhandledRequest: 'error' }));
// Each test starts as on a fresh page load. The unit stage runs test files without
// isolation (vite.config.ts: one jsdom window and one module graph per worker, shared by the
// files it runs), so whatever outlives a test here would otherwise reach the next file too.
afterEach(async () => {
  cleanup();
  // Mantine's notifications live in a module store, not in the unmounted tree: a toast
  // left open would show up (and take the focus, and match role="alert") in the next render.
  cleanNotifications();
  vi.useRealTimers();
  demoServer.resetHandlers();
  resetDemo();
  window.sessionStorage.clear();
  window.localStorage.clear();
  // The URL a router test left, and a sign-in's expected landing, decide whether a page
  // module starts its first load on evaluation (src/platform/prefetch/earlyLoader.ts).
  window.history.replaceState(null, '', '/');
  // The platform store (src/platform/store.ts) as on a fresh page load: no landing announced,
  // fresh page signals, the browser's navigation, no 401 listener, no QA recorder; then the
  // toast drawer bound again, as main.tsx binds it.
  // Drafts live in IndexedDB, which outlives a test like a browser's would outlive a page.
  await dropDrafts();
  resetPlatform();
  presentToasts(presentToast);
});
// Between files, what a fresh jsdom window would not have: markup a test wrote into the page
// itself (not through render()), the page's language and colour scheme.
afterAll(() => {
  demoServer.close();
  document.body.replaceChildren();
  for (const element of [document.documentElement, document.body]) {
    for (const name of element.getAttributeNames()) element.removeAttribute(name);
  }
});
