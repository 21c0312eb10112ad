import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveRows, toCsv } from '@app/components/downloads/saveRows';
import { captureDownloads } from './downloads';

afterEach(() => {
  vi.useRealTimers();
});

describe('saveRows', () => {
  it('writes RFC 4180 CSV with a BOM, CRLF lines, quoting and empty cells for null', async () => {
    const text = await toCsv(['Name', 'Amount', 'Note'], [
      ['Peña, Ana', 1234.5, null],
      ['Luis "Lucho"', 0, 'line\nbreak'],
    ]);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.slice(1)).toBe('Name,Amount,Note\r\n"Peña, Ana",1234.5,\r\n"Luis ""Lucho""",0,"line\nbreak"');
  });

  it('defuses cells a spreadsheet would run as formulas, but keeps negative numbers', async () => {
    const text = await toCsv(['a', 'b', 'c', 'd'], [['=SUM(A1)', '+1', '-12.5', '-cmd']]);
    expect(text.slice(1).split('\r\n')[1]).toBe(`"'=SUM(A1)","'+1",-12.5,"'-cmd"`);
  });

  it('hands the browser a UTF-8 CSV file with the given name, then frees it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const { blobs, files } = captureDownloads();
    await saveRows({ name: 'report.csv', header: ['Comercio'], data: [['Minera Pacífico']] });
    expect(files).toEqual([{ name: 'report.csv', href: 'blob:report-1' }]);
    expect(blobs[0]!.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(await blobs[0]!.text()).toContain('Minera Pacífico');
    expect(document.querySelector('a[download]')).toBeNull();
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:report-1');
  });
});
