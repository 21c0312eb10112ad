/**
 * Writes a Mermaid diagram per machine of `machines/catalog.ts` to `docs/statecharts/`.
 * `--check`: writes nothing; exits 1 listing diagrams that differ, are missing or are stale.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { machineCatalog } from '../machines/catalog';
import { CHARTS_FILE, DIAGRAM_DIR, GENERATED_MARK, renderAll } from './statecharts/files';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const dir = join(repoRoot, DIAGRAM_DIR);
const check = process.argv.includes('--check');

const wanted = renderAll(machineCatalog);
const present = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.md') || f === CHARTS_FILE).sort() : [];
const read = (file: string) => readFileSync(join(dir, file), 'utf8');

const differ = [...wanted].filter(([file, text]) => present.includes(file) && read(file) !== text).map(([f]) => f);
const missing = [...wanted.keys()].filter((file) => !present.includes(file));
const stale = present.filter((file) => !wanted.has(file));

if (check) {
  const problems = [
    ...differ.map((f) => `  differs: ${DIAGRAM_DIR}/${f}`),
    ...missing.map((f) => `  missing: ${DIAGRAM_DIR}/${f}`),
    ...stale.map((f) => `  stale (no catalog entry): ${DIAGRAM_DIR}/${f}`),
  ];
  if (problems.length > 0) {
    console.error(`Statechart diagrams are out of date:\n${problems.join('\n')}\nRun \`npm run statecharts\` and commit the result.`);
    process.exit(1);
  }
  console.log(`Statechart diagrams are up to date (${wanted.size} files in ${DIAGRAM_DIR}).`);
} else {
  mkdirSync(dir, { recursive: true });
  for (const [file, text] of wanted) {
    if (differ.includes(file) || missing.includes(file)) {
      writeFileSync(join(dir, file), text);
      console.log(`wrote ${DIAGRAM_DIR}/${file}`);
    }
  }
  for (const file of stale) {
    if (file === CHARTS_FILE || read(file).includes(GENERATED_MARK)) {
      rmSync(join(dir, file));
      console.log(`removed stale ${DIAGRAM_DIR}/${file}`);
    } else {
      console.warn(`left ${DIAGRAM_DIR}/${file} alone: not generated, and it has no catalog entry`);
    }
  }
  console.log(`${wanted.size} files in ${DIAGRAM_DIR} are up to date.`);
}
