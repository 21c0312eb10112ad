import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every page must read in both colour schemes (issue 13). The dark axe pass
 * (tests/e2e/shell/darkAccessibility.spec.ts) audits a sample of pages; this check covers
 * every component statically: a colour that only works on a light page (a fixed Mantine shade
 * as a text colour or background, a hex or named colour, a light shade in a stylesheet) must
 * come with its dark counterpart (CSS light-dark(), a dark-scheme rule) or be listed below
 * with why it reads in both.
 */
const src = join(__dirname, '../../../src');

function files(pattern: RegExp): string[] {
  return readdirSync(src, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Deliberate fixed colours, by file and the text that holds them. */
const ALLOWED: readonly { file: string; text: string; why: string }[] = [
  { file: 'balances/shared/FileViewer.tsx', text: 'white', why: 'the lightbox is dark in both schemes' },
  { file: 'balances/shared/FileViewer.tsx', text: 'gray.3', why: 'the lightbox is dark in both schemes' },
  { file: 'settings/profile/secondFactor/SecondFactorQr.tsx', text: '#ffffff', why: 'a QR code is read by a camera: dark modules on white in both schemes' },
  { file: 'settings/profile/secondFactor/SecondFactorQr.tsx', text: '#000000', why: 'a QR code is read by a camera: dark modules on white in both schemes' },
  { file: 'qa/MermaidDiagram.tsx', text: "'#fff'", why: 'Mermaid draws for a light sheet; the sheet stays white' },
  { file: 'qa/mermaid.ts', text: '#', why: "the active state's fill and stroke inside the white diagram sheet" },
];

const allowed = (file: string, text: string) => ALLOWED.some((entry) => file === entry.file && text.includes(entry.text));

/**
 * Props that paint text or a background with a fixed shade ('red.8', 'gray.0'), a named or hex
 * colour. Filled components (Badge, Avatar, Button with variant filled) pick their own text
 * contrast and are not text colours here: only `c` and `bg` (and Menu.Item's `color`) are.
 */
const FIXED_PROP = /\b(c|bg|color)="(#[0-9a-f]{3,8}|white|black|[a-z]+\.\d)"/gi;
const HEX = /'#[0-9a-f]{3,8}'|#[0-9a-f]{6}\b/gi;

function findings(file: string): string[] {
  const name = relative(src, file);
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of text.matchAll(FIXED_PROP)) {
    // A filled or white Badge, Avatar or Button draws its own contrast; `color` is a text colour
    // only on Menu items and Text-like components.
    const before = text.slice(Math.max(0, match.index - 200), match.index);
    const tag = /<(\w[\w.]*)[^<]*$/.exec(before)?.[1] ?? '';
    if (match[1] === 'color' && !/^Menu\.Item$|^Text$|^Anchor$/.test(tag)) continue;
    if (!allowed(name, match[0])) found.push(`${name}: ${match[0]}`);
  }
  for (const match of text.matchAll(HEX)) if (!allowed(name, match[0])) found.push(`${name}: ${match[0]}`);
  return found;
}

/** Light shades (0 to 3 of a colour, white, black) in a stylesheet without a dark counterpart. */
function cssFindings(file: string): string[] {
  const name = relative(src, file);
  const text = readFileSync(file, 'utf8');
  // A stylesheet with dark-scheme rules (or the schemes' own variables) pairs its colours.
  const darkRules = text.includes("[data-mantine-color-scheme='dark']");
  return text
    .split('\n')
    .filter((line) => /var\(--mantine-color-(\w+-[0-3]|white|black)\)|#[0-9a-f]{3,8}\b/i.test(line) && !line.includes('light-dark('))
    .filter(() => !darkRules)
    .map((line) => `${name}: ${line.trim()}`);
}

describe('colours that read in both schemes', () => {
  it('no component paints text or a background with a light-only colour', () => {
    expect(files(/\.tsx?$/).flatMap(findings)).toEqual([]);
  });

  it('no stylesheet uses a light shade without its dark counterpart', () => {
    expect(files(/\.css$/).flatMap(cssFindings)).toEqual([]);
  });
});
