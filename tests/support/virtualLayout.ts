/**
 * What jsdom lacks for the virtualised tables (the payroll detail's TransactionsGrid and
 * src/components/lists/VirtualTable), installed on import (tests of those pages only).
 */
// jsdom lays nothing out: every box is 0 px. The table draws only the rows that fit its
// scrolling box (TanStack Virtual reads the box's clientHeight and each drawn row's
// offsetHeight): give the box 640 px and each row 40 px, as a browser would, so a page shows
// its first 16 rows plus the few drawn ahead.
export const ROW_PX = 40;
export const BOX_PX = 640;
const clientHeight = Object.getOwnPropertyDescriptor(window.Element.prototype, 'clientHeight')!;
Object.defineProperty(window.Element.prototype, 'clientHeight', {
  configurable: true,
  get(this: Element) {
    return this.firstElementChild?.tagName === 'TABLE' ? BOX_PX : (clientHeight.get!.call(this) as number);
  },
});
const offsetHeight = Object.getOwnPropertyDescriptor(window.HTMLElement.prototype, 'offsetHeight')!;
Object.defineProperty(window.HTMLElement.prototype, 'offsetHeight', {
  configurable: true,
  get(this: HTMLElement) {
    return this.tagName === 'TR' && this.hasAttribute('data-index') ? ROW_PX : (offsetHeight.get!.call(this) as number);
  },
});
