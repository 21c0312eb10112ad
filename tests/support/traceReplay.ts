import { machineCatalog } from '../../machines/catalog';
import { describeReplay, isTrace, machinesById, replayTrace, type ReplayResult } from '../../machines/diagram/trace';

/**
 * Replays an exported inspector trace against the catalog's charts (no test runner in here:
 * Vitest and Playwright use it alike). `summary` lists each disagreement, for the failure.
 */
export function replay(trace: unknown): ReplayResult & { summary: string } {
  if (!isTrace(trace)) throw new Error('not a statechart trace (format "statechart-trace", version 1)');
  const result = replayTrace(trace, machinesById(machineCatalog));
  return { ...result, summary: describeReplay(result) };
}
