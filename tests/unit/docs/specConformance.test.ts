import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Keeps docs/spec-conformance.md honest: the table from each spec item to its test is only
 * worth reading while every test it names exists, every heading of both specs has its section,
 * and every decision it cites is still written down.
 */
const ROOT = process.cwd();
const TABLE_FILE = 'docs/spec-conformance.md';
const DECISIONS_FILE = 'docs/decisions.md';
const HEADINGS_SNAPSHOT = 'docs/spec-headings.txt';
// The specs sit beside the repository on development machines; CI clones only the repository.
const SPEC_DIR = resolve(ROOT, '..', 'shared', 'spec');
const OPEN_SECTION = 'Open deviations';

const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');
const isHeading = (line: string) => /^#{1,6}\s/.test(line);
const headingText = (line: string) => line.replace(/^#+\s*/, '').trim();

/** Cells of a markdown table row; `\|` stays inside its cell. */
const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());

/** GitHub's heading anchors: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const line of markdown.split('\n').filter(isHeading)) {
    const base = headingText(line)
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** Each spec file's heading lines, as the specs have them now (`== file` starts a file). */
function specHeadingsText(): string {
  return readdirSync(SPEC_DIR)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => [`== ${name}`, ...readFileSync(join(SPEC_DIR, name), 'utf8').split('\n').filter(isHeading)].join('\n'))
    .join('\n')
    .concat('\n');
}

function parseHeadingsText(text: string): { file: string; headings: string[] }[] {
  const files: { file: string; headings: string[] }[] = [];
  for (const line of text.split('\n').filter(Boolean)) {
    if (line.startsWith('== ')) files.push({ file: line.slice(3), headings: [] });
    else files.at(-1)?.headings.push(headingText(line));
  }
  return files;
}

interface Row {
  line: number;
  item: string;
  status: string;
  test: string;
}

const table = read(TABLE_FILE);
const lines = table.split('\n');
const openStart = lines.findIndex((line) => line === `## ${OPEN_SECTION}`);
const rows: Row[] = [];
const openListed: string[] = [];
lines.forEach((line, index) => {
  if (!line.startsWith('|') || /^\|\s*(Item|Spec)\s*\|/.test(line) || /^\|[\s|:-]+\|$/.test(line)) return;
  const row = cells(line);
  if (openStart >= 0 && index > openStart) openListed.push(row[2] ?? '');
  else rows.push({ line: index + 1, item: row[0] ?? '', status: row[1] ?? '', test: row[2] ?? '' });
});

/** `tests/…` paths in a Test cell, each with the title quoted after it, if any. */
function references(cell: string): { path: string; title?: string }[] {
  return [...cell.matchAll(/`(tests\/[^`]+)`(?:\s*›\s*"([^"]+)")?/g)].map(([, path = '', title]) => ({ path, title }));
}

/** A test file's text with quotes unescaped, as a reader sees its titles. */
const testSource = (path: string) => read(path).replace(/\\(['"`])/g, '$1');

const where = (row: Row) => `${TABLE_FILE}:${row.line} (${row.item})`;

describe(TABLE_FILE, () => {
  it('has rows of three cells under each spec section', () => {
    expect(rows.length).toBeGreaterThan(300);
    const malformed = lines
      .map((line, index) => ({ line, index }))
      .filter(({ line, index }) => line.startsWith('|') && (openStart < 0 || index < openStart) && cells(line).length !== 3);
    expect(malformed.map(({ index }) => `${TABLE_FILE}:${index + 1}`)).toEqual([]);
  });

  it('gives each row one of the allowed statuses, with its reason or link', () => {
    const allowed = /^(as specified|decided otherwise \(\[[^\]]+\]\(decisions\.md#[^)\s]+\)\)|not applicable: \S.*|open: \S.*)$/;
    expect(rows.filter((row) => !allowed.test(row.status)).map(where)).toEqual([]);
  });

  it('names a test for every item built, as specified or as decided', () => {
    const untested = rows.filter(
      (row) => /^(as specified|decided otherwise)/.test(row.status) && references(row.test).length === 0 && !row.test.startsWith('— no test'),
    );
    expect(untested.map(where)).toEqual([]);
  });

  it('names only test files that exist', () => {
    const missing = rows.flatMap((row) =>
      references(row.test)
        .filter(({ path }) => !existsSync(join(ROOT, path)))
        .map(({ path }) => `${where(row)}: ${path}`),
    );
    expect(missing).toEqual([]);
  });

  it('quotes only titles that are in their file (a title ending in … is a beginning)', () => {
    const absent = rows.flatMap((row) =>
      references(row.test)
        .filter(({ path, title }) => title !== undefined && existsSync(join(ROOT, path)))
        .filter(({ path, title }) => !testSource(path).includes(title!.replace(/…$/, '').trim()))
        .map(({ path, title }) => `${where(row)}: ${path} › "${title}"`),
    );
    expect(absent).toEqual([]);
  });

  it('links only decisions that docs/decisions.md has a heading for', () => {
    const anchors = anchorsOf(read(DECISIONS_FILE));
    const links = [...table.matchAll(/\]\(decisions\.md#([^)\s]+)\)/g)].map(([, anchor = '']) => anchor);
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((anchor) => !anchors.has(anchor))).toEqual([]);
  });

  it(`lists every open row again under "${OPEN_SECTION}"`, () => {
    expect(openStart).toBeGreaterThan(0);
    const open = rows.filter((row) => row.status.startsWith('open')).map((row) => row.item);
    expect([...openListed].sort()).toEqual([...open].sort());
  });
});

describe('the spec headings', () => {
  const specsHere = existsSync(SPEC_DIR);

  it(`each has its heading in ${TABLE_FILE}, under its document`, () => {
    // Where the specs are (beside the repository), the committed snapshot must be their headings
    // as they are now; a clone without them (CI) checks the table against the snapshot.
    if (specsHere) expect(read(HEADINGS_SNAPSHOT), `${HEADINGS_SNAPSHOT} is the specs' headings as they are now`).toBe(specHeadingsText());
    const specs = parseHeadingsText(read(HEADINGS_SNAPSHOT));
    expect(specs).toHaveLength(2);
    const documents = new Map<string, string[]>();
    let current: string[] = [];
    for (const line of lines.filter(isHeading)) {
      if (line.startsWith('## ')) documents.set(headingText(line), (current = []));
      else current.push(headingText(line));
    }
    const missing = specs.flatMap(({ file, headings: [title, ...sections] }) => {
      const ours = documents.get(title ?? '');
      if (!ours) return [`${file}: no "## ${title}"`];
      return sections.filter((heading) => !ours.includes(heading)).map((heading) => `${file}: "${heading}"`);
    });
    expect(missing).toEqual([]);
  });
});
