/**
 * `npm test`: every check, cheapest and most likely to fail fast first, then the time each
 * stage took. The browser is checked (and on a Debian root machine installed) before
 * anything slow, so a missing one stops the run in seconds.
 *
 *   tsx scripts/test-all.ts [--from STAGE]   (--from skips the stages before STAGE)
 */
import { spawn, spawnSync } from 'node:child_process';
import { BrowserNotFound } from './browser/find.ts';
import { ensureBrowser } from './browser/ensure.ts';

interface Stage {
  readonly name: string;
  readonly run: () => number | Promise<number>;
}

const npm = (script: string) => () =>
  spawnSync('npm', ['run', '--silent', script], { stdio: 'inherit', shell: process.platform === 'win32' }).status ?? 1;

/**
 * Runs npm scripts at once (each is single-threaded; CI has two cores), each one's output
 * printed whole when it ends so that the two never interleave. The first failure's status.
 */
const together = (...scripts: string[]) => async () => {
  const statuses = await Promise.all(
    scripts.map(
      (script) =>
        new Promise<number>((resolve) => {
          const began = performance.now();
          const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'], shell: process.platform === 'win32' });
          const output: Buffer[] = [];
          child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
          child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
          child.on('close', (code) => {
            const seconds = ((performance.now() - began) / 1000).toFixed(1);
            console.log(`--- ${script} (${seconds} s, ${code === 0 ? 'ok' : `exit ${code}`})`);
            process.stdout.write(Buffer.concat(output));
            resolve(code ?? 1);
          });
        }),
    ),
  );
  return statuses.find((status) => status !== 0) ?? 0;
};

const STAGES: readonly Stage[] = [
  {
    name: 'browser',
    run: () => {
      try {
        const found = ensureBrowser();
        console.log(`Browser for the end-to-end tests: ${found.path} (${found.source})`);
        return 0;
      } catch (error) {
        console.error(error instanceof BrowserNotFound ? error.message : error);
        return 1;
      }
    },
  },
  { name: 'typecheck+lint', run: together('typecheck', 'lint') },
  { name: 'build', run: npm('build') },
  // The size check mostly waits on Chromium's page loads; beside the CPU-bound unit tests it
  // costs the run almost nothing (it weighs bytes, so the load does not change its figures).
  { name: 'unit+size', run: together('test:unit', 'size:check') },
  { name: 'e2e', run: npm('test:e2e') },
];

const args = process.argv.slice(2);
const from = args.includes('--from') ? args[args.indexOf('--from') + 1] : undefined;
// `--from typecheck`, `--from unit` and the like still work: they name the stage that runs them.
const start = from ? STAGES.findIndex((stage) => stage.name === from || stage.name.split('+').includes(from)) : 0;
if (start < 0) {
  console.error(`Unknown stage ${from}; stages: ${STAGES.map((stage) => stage.name).join(', ')}`);
  process.exit(2);
}

const times: [string, number, string][] = [];
const installSeconds = Number(process.env.CI_INSTALL_SECONDS);
if (Number.isFinite(installSeconds) && installSeconds > 0) times.push(['install', installSeconds * 1000, 'ok']);

function report(): void {
  const total = times.reduce((sum, [, ms]) => sum + ms, 0);
  const line = (name: string, ms: number, outcome: string) =>
    `  ${name.padEnd(14)} ${`${(ms / 1000).toFixed(1)} s`.padStart(9)}  ${outcome}`;
  console.log(['', 'npm test, time per stage:', ...times.map(([n, ms, o]) => line(n, ms, o)), line('total', total, '')].join('\n'));
}

for (const stage of STAGES.slice(start)) {
  console.log(`\n==> ${stage.name}`);
  const began = performance.now();
  const status = await stage.run();
  times.push([stage.name, performance.now() - began, status === 0 ? 'ok' : `FAILED (exit ${status})`]);
  if (status !== 0) {
    report();
    process.exit(status);
  }
}
report();
