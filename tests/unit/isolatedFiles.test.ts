import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ISOLATED_TEST_FILES } from '../support/isolatedFiles';

/**
 * Most test files share a worker's modules with the files run before them (vite.config.ts);
 * a file that replaces or reloads modules must be in the isolated list, or its mocks leak into
 * whichever files that worker runs next (an order-dependent failure, far from its cause).
 */
const ROOT = process.cwd();
const DIRS = ['tests/unit', 'tests/component', 'tests/model', 'tests/property', 'tests/support'];
const REPLACES_MODULES = /\bvi\s*\.\s*(mock|doMock|resetModules)\s*\(/;

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const replacing = DIRS.flatMap(sources).filter((path) => REPLACES_MODULES.test(readFileSync(join(ROOT, path), 'utf8')));

describe('isolated test files', () => {
  it('every file that mocks or reloads modules runs isolated', () => {
    expect(replacing.filter((path) => !ISOLATED_TEST_FILES.includes(path))).toEqual([]);
  });

  it('every listed file exists and still needs isolation', () => {
    for (const path of ISOLATED_TEST_FILES) expect(existsSync(join(ROOT, path)), path).toBe(true);
    const unneeded = ISOLATED_TEST_FILES.filter((path) => !replacing.includes(path) && !/\bvi\s*\.\s*stub(Env|Global)\s*\(/.test(readFileSync(join(ROOT, path), 'utf8')));
    expect(unneeded.map((path) => relative(ROOT, join(ROOT, path)))).toEqual([]);
  });
});
