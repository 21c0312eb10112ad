import { crc32, deflateSync } from 'node:zlib';
import { concatBytes } from '@noble/hashes/utils.js';

/**
 * Real, small files the balances demo serves as seeded attachments: a PDF a PDF library can
 * draw (one page per text block) and a PNG any browser shows. Built synchronously, so a seed
 * knows each file's size without waiting.
 */

/**
 * The first bytes each accepted attachment type starts with ("magic numbers"): a file is checked
 * by its content as well as by its name, so an executable (`MZ...`) named invoice.pdf is refused.
 */
export const FILE_SIGNATURES: ReadonlyMap<string, { readonly kind: string; readonly bytes: readonly number[] }> = new Map([
  ['pdf', { kind: 'PDF', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }], // %PDF-
  ['png', { kind: 'PNG', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] }],
  ['jpg', { kind: 'JPEG', bytes: [0xff, 0xd8, 0xff] }],
  ['jpeg', { kind: 'JPEG', bytes: [0xff, 0xd8, 0xff] }],
]);

/** Whether `bytes` start as a file of the extension's type must (false for an extension not listed). */
export function contentMatches(extension: string, bytes: Uint8Array): boolean {
  const signature = FILE_SIGNATURES.get(extension.toLowerCase());
  return signature !== undefined && bytes.length >= signature.bytes.length && signature.bytes.every((byte, index) => bytes[index] === byte);
}

const ascii = (text: string) => text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (char) => `\\${char}`);

/** A PDF with one A5 page per entry of `pages`, each page a few lines of Helvetica. */
export function simplePdf(pages: ReadonlyArray<readonly string[]>): Uint8Array {
  const objects: string[] = [];
  const pageIds = pages.map((_, index) => 4 + index * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
  pages.forEach((lines, index) => {
    const content = lines.map((line, row) => `BT /F1 ${row === 0 ? 18 : 12} Tf 40 ${540 - row * 24} Td (${ascii(line)}) Tj ET`).join('\n');
    objects[pageIds[index]!] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 595] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageIds[index]! + 1} 0 R >>`;
    objects[pageIds[index]! + 1] = `<< /Length ${content.length} >>\nstream\n${content}\nendstream`;
  });
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = out.length;
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = out.length;
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(out);
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(new TextEncoder().encode(type), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/** A `width` x `height` RGB PNG: horizontal bands of the given colours (like a bar chart). */
export function simplePng(width: number, height: number, colours: ReadonlyArray<readonly [number, number, number]>): Uint8Array {
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 2, 0, 0, 0], 8);
  const raw = new Uint8Array(height * (1 + width * 3));
  for (let y = 0; y < height; y++) {
    const [r, g, b] = colours[Math.floor((y * colours.length) / height)]!;
    const row = y * (1 + width * 3);
    for (let x = 0; x < width; x++) {
      // A lighter left margin, so the bands read as bars.
      const light = x < width / 6 ? 60 : 0;
      raw.set([Math.min(255, r + light), Math.min(255, g + light), Math.min(255, b + light)], row + 1 + x * 3);
    }
  }
  const parts = [new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', new Uint8Array())];
  return concatBytes(...parts);
}

/** A ZIP archive (stored, no compression) of the given files: "Download all files". */
export function storedZip(files: ReadonlyArray<{ name: string; bytes: Uint8Array }>): Uint8Array {
  const encoder = new TextEncoder();
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const file of files) {
    const name = encoder.encode(file.name);
    const crc = crc32(file.bytes);
    const local = new Uint8Array(30 + name.length + file.bytes.length);
    const lv = new DataView(local.buffer);
    lv.setUint32(0, 0x04034b50, true);
    lv.setUint16(4, 20, true);
    lv.setUint16(6, 0x0800, true); // UTF-8 names
    lv.setUint32(14, crc, true);
    lv.setUint32(18, file.bytes.length, true);
    lv.setUint32(22, file.bytes.length, true);
    lv.setUint16(26, name.length, true);
    local.set(name, 30);
    local.set(file.bytes, 30 + name.length);
    const central = new Uint8Array(46 + name.length);
    const cv = new DataView(central.buffer);
    cv.setUint32(0, 0x02014b50, true);
    cv.setUint16(4, 20, true);
    cv.setUint16(6, 20, true);
    cv.setUint16(8, 0x0800, true);
    cv.setUint32(16, crc, true);
    cv.setUint32(20, file.bytes.length, true);
    cv.setUint32(24, file.bytes.length, true);
    cv.setUint16(28, name.length, true);
    cv.setUint32(42, offset, true);
    central.set(name, 46);
    locals.push(local);
    centrals.push(central);
    offset += local.length;
  }
  const centralSize = centrals.reduce((sum, part) => sum + part.length, 0);
  const end = new Uint8Array(22);
  const ev = new DataView(end.buffer);
  ev.setUint32(0, 0x06054b50, true);
  ev.setUint16(8, files.length, true);
  ev.setUint16(10, files.length, true);
  ev.setUint32(12, centralSize, true);
  ev.setUint32(16, offset, true);
  return concatBytes(...locals, ...centrals, end);
}
