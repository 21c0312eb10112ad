import { vi } from 'vitest';

/**
 * Captures what the page asks the browser to download (jsdom has no object URLs and does not
 * download): each file's name and link, and the blobs behind them.
 */
export function captureDownloads() {
  const blobs: Blob[] = [];
  const files: { name: string; href: string }[] = [];
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      blobs.push(blob);
      return `blob:report-${blobs.length}`;
    }),
    revokeObjectURL: vi.fn(),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    files.push({ name: this.download, href: this.getAttribute('href') ?? '' });
  });
  return { blobs, files };
}
