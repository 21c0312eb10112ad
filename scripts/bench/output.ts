/**
 * What the benchmarks that write into docs/performance.md share: a build of their own in a
 * temporary directory (or the one given with --dist), the machine and its load for the
 * figures, and the replacement of the figures between a benchmark's markers.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

/** `given` (a --dist value) as is, or a fresh production build removed by `cleanup`. */
export function buildOrUse(given: string | undefined, prefix: string): { distDir: string; cleanup: () => void } {
  if (given) return { distDir: resolve(given), cleanup: () => {} };
  const distDir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  console.log(`Building into ${distDir}…`);
  const result = spawnSync('npx', ['vite', 'build', '--outDir', distDir, '--emptyOutDir', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('vite build failed');
  return { distDir, cleanup: () => rmSync(distDir, { recursive: true, force: true }) };
}

/** CPU, cores, memory: the machine the figures were measured on. */
export function machine(): string {
  const cpu = cpus();
  return `${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${cpu.length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB`;
}

/** Replaces what is between `<!-- bench:<name>:start -->` and its end marker in docs/performance.md. */
export function writeIntoDocs(name: string, block: string): void {
  const path = join(root, 'docs/performance.md');
  const text = readFileSync(path, 'utf8');
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) {
    console.warn(`docs/performance.md has no ${start} … ${end} markers: figures not written.`);
    return;
  }
  writeFileSync(path, `${text.slice(0, from + start.length)}\n${block}\n${text.slice(to)}`);
  console.log('Figures written into docs/performance.md.');
}
