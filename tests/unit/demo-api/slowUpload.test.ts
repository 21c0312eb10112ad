import { afterEach, describe, expect, it, vi } from 'vitest';
import { abandonedWhileReceiving, fileNames, SLOW_UPLOAD_MS } from '@demo-api/http/slowUpload';

const post = (signal?: AbortSignal) => new Request('http://demo.test/api/v1/upload_payroll', { method: 'POST', signal });

afterEach(() => vi.useRealTimers());

describe("the demo's slow upload", () => {
  it('receives an ordinary file at once', async () => {
    await expect(abandonedWhileReceiving(post(), ['payroll.csv'])).resolves.toBe(false);
  });

  it('takes its time over a slow- file, then goes on', async () => {
    vi.useFakeTimers();
    let settled: boolean | null = null;
    void abandonedWhileReceiving(post(), ['receipt.png', 'slow-payroll.csv']).then((abandoned) => (settled = abandoned));
    await vi.advanceTimersByTimeAsync(SLOW_UPLOAD_MS - 1);
    expect(settled).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(false);
  });

  it('says so at once when the client goes away meanwhile', async () => {
    vi.useFakeTimers();
    const client = new AbortController();
    let settled: boolean | null = null;
    void abandonedWhileReceiving(post(client.signal), ['SLOW-payroll.xlsx']).then((abandoned) => (settled = abandoned));
    await vi.advanceTimersByTimeAsync(1_000);
    client.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(true);
  });
});

describe('fileNames', () => {
  it('names the files of a form field, one or several, and nothing else', () => {
    const a = new File(['x'], 'a.png');
    const b = new File(['y'], 'slow-b.pdf');
    expect(fileNames(a)).toEqual(['a.png']);
    expect(fileNames([a, 'text', b])).toEqual(['a.png', 'slow-b.pdf']);
    expect(fileNames(undefined)).toEqual([]);
  });
});
