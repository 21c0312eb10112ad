/**
 * The V8 sampling profiler through the DevTools protocol, and its samples summed by script and
 * by function (self time): where a benchmark's main-thread time goes.
 */
import type { CDPSession } from '@playwright/test';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export async function startProfile(cdp: CDPSession, intervalMicros = 200): Promise<void> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: intervalMicros });
  await cdp.send('Profiler.start');
}

/** Stops the profiler; self time (ms) by script and by function, largest first. */
export async function stopProfile(cdp: CDPSession, origin: string): Promise<{ byScript: [string, number][]; byFunction: [string, number][] }> {
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const byFunction = new Map<string, number>();
  const byScript = new Map<string, number>();
  for (const [id, micros] of self) {
    const frame = byId.get(id)!.callFrame;
    const script = frame.url.replace(origin, '') || '(native)';
    const key = `${frame.functionName || '(anonymous)'} ${script}:${frame.lineNumber}:${frame.columnNumber}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + micros / 1000);
    byScript.set(script, (byScript.get(script) ?? 0) + micros / 1000);
  }
  const sorted = (entries: Map<string, number>) => [...entries].sort((a, b) => b[1] - a[1]);
  return { byScript: sorted(byScript), byFunction: sorted(byFunction) };
}

export function printProfile(title: string, entries: readonly [string, number][], top: number): void {
  console.log(`\n${title}`);
  for (const [key, ms] of entries.slice(0, top)) console.log(`${ms.toFixed(1).padStart(8)} ms  ${key}`);
}
