/**
 * What jsdom lacks for the virtualised tables (the payroll detail's TransactionsGrid and
 * src/components/lists/VirtualTable), for the test files that call `useVirtualLayout()`.
 */
import { afterAll, beforeAll } from 'vitest';

// jsdom lays nothing out: every box is 0 px. The table draws only the rows that fit its
// scrolling box (TanStack Virtual reads the box's height, as clientHeight or offsetHeight by
// release, and each drawn row's offsetHeight): give the box 640 px and each row 40 px, as a browser would, so a page shows
// its first 16 rows plus the few drawn ahead.
export const ROW_PX = 40;
export const BOX_PX = 640;

const clientHeight = Object.getOwnPropertyDescriptor(window.Element.prototype, 'clientHeight')!;
const offsetHeight = Object.getOwnPropertyDescriptor(window.HTMLElement.prototype, 'offsetHeight')!;

function install(): void {
  Object.defineProperty(window.Element.prototype, 'clientHeight', {
    configurable: true,
    get(this: Element) {
      return this.firstElementChild?.tagName === 'TABLE' ? BOX_PX : (clientHeight.get!.call(this) as number);
    },
  });
  Object.defineProperty(window.HTMLElement.prototype, 'offsetHeight', {
    configurable: true,
    get(this: HTMLElement) {
      if (this.tagName === 'TR' && this.hasAttribute('data-index')) return ROW_PX;
      return this.firstElementChild?.tagName === 'TABLE' ? BOX_PX : (offsetHeight.get!.call(this) as number);
    },
  });
}

function uninstall(): void {
  Object.defineProperty(window.Element.prototype, 'clientHeight', clientHeight);
  Object.defineProperty(window.HTMLElement.prototype, 'offsetHeight', offsetHeight);
}

/**
 * Lays the virtual tables out for the calling test file only. Called at the top of the file,
 * not done on import: the unit stage runs files without isolation (vite.config.ts), where
 * this module is evaluated once per worker and a patch made on import would stay for every
 * later file of that worker, and be missing from a later file that needs it.
 */
export function useVirtualLayout(): void {
  beforeAll(install);
  afterAll(uninstall);
}
