/**
 * Bundle report of the Vite build in dist/: what /login costs, and each lazy chunk.
 * `--check`: exit 1 when the login JavaScript is over budget. Run `npm run build` first.
 * `--dist DIR`: measure another build directory.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { computeSizes, formatReport, KB, LOGIN_JS_BUDGET_KB, readDist } from './size/report';

const args = process.argv.slice(2);
const check = args.includes('--check');
// `--dist DIR` measures another build (relative to the current directory); default: the repo's dist/.
const distArg = args.indexOf('--dist');
const distDir =
  distArg >= 0 && args[distArg + 1]
    ? resolve(args[distArg + 1]!)
    : resolve(fileURLToPath(new URL('.', import.meta.url)), '..', 'dist');

if (!existsSync(distDir)) {
  console.error(`${distDir} is missing: run \`npm run build\` first.`);
  process.exit(1);
}

try {
  const { manifest, gzipSize } = readDist(distDir);
  const report = computeSizes(manifest, gzipSize);
  console.log(formatReport(report, LOGIN_JS_BUDGET_KB));
  if (check && report.loginJs > LOGIN_JS_BUDGET_KB * KB) process.exit(1);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
