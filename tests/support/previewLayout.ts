/**
 * What jsdom lacks for the payroll preview's list of errors (src/payouts/payoutUpload/
 * FilePreview.tsx), for the test files that call `usePreviewLayout()`: jsdom lays nothing out,
 * so the list's scrolling box gets 240 px, as a browser gives it, and draws the rows that fit.
 */
import { afterAll, beforeAll } from 'vitest';

const PREVIEW_BOX_PX = 240;

const offsetHeight = Object.getOwnPropertyDescriptor(window.HTMLElement.prototype, 'offsetHeight')!;

const isErrorsBox = (element: HTMLElement) => element.getAttribute('role') === 'list' && element.tabIndex === 0;

/** Lays the preview's list out for the calling test file only (not on import: files share workers, vite.config.ts). */
export function usePreviewLayout(): void {
  beforeAll(() => {
    Object.defineProperty(window.HTMLElement.prototype, 'offsetHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return isErrorsBox(this) ? PREVIEW_BOX_PX : (offsetHeight.get!.call(this) as number);
      },
    });
  });
  afterAll(() => Object.defineProperty(window.HTMLElement.prototype, 'offsetHeight', offsetHeight));
}
