/**
 * Replays traces the QA inspector exported ('Export trace') against the charts of
 * machines/catalog.ts; exits 1 where a chart disagrees with what the app did.
 *
 *   npm run trace:replay -- statechart-trace.json [more.json ...]
 */
import { readFileSync } from 'node:fs';
import { machineCatalog } from '../machines/catalog';
import { describeReplay, isTrace, machinesById, replayTrace } from '../machines/diagram/trace';

const files = process.argv.slice(2).filter((arg) => arg !== '--');
if (files.length === 0) {
  console.error('Usage: npm run trace:replay -- <trace.json> [more.json ...]');
  process.exit(2);
}

const machines = machinesById(machineCatalog);
let failed = false;
for (const file of files) {
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!isTrace(parsed)) {
    console.error(`${file}: not a statechart trace (format "statechart-trace", version 1)`);
    failed = true;
    continue;
  }
  const result = replayTrace(parsed, machines);
  (result.problems.length ? console.error : console.log)(`${file}: ${describeReplay(result)}`);
  failed ||= result.problems.length > 0;
}
process.exit(failed ? 1 : 0);
