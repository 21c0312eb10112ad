import type { AnyEventObject, StateValue } from 'xstate';
import type { Trace, TraceStep } from '@machines/diagram/trace';
import type { Recorded } from './recorder';

/** Keys whose values never leave the browser in a trace: passwords, tokens, keys, secrets. */
const SECRET = /pass(word)?|token|secret|key$|^key|signature/i;
const MASK = '•••';

/** A copy of a value for the trace: JSON-shaped, secrets masked (their keys kept, for guards). */
export function maskSecrets(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object') return typeof value === 'function' ? undefined : value;
  if (depth > 8) return undefined;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((item) => maskSecrets(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = SECRET.test(key) && item !== null && item !== undefined && typeof item !== 'object' ? MASK : maskSecrets(item, depth + 1);
  }
  return out;
}

/**
 * The recorded steps as a trace: each with the state it left (the same actor's previous
 * step), the event with secrets masked, and its time. Steps of actors whose start fell out of
 * the recording are left out: they could not be replayed.
 */
export function toTrace(steps: readonly Recorded[]): Trace {
  const last = new Map<string, StateValue>();
  const out: TraceStep[] = [];
  for (const step of steps) {
    const actor = step.actor;
    const isInit = step.event.type === 'xstate.init';
    if (!isInit && !last.has(actor)) continue;
    out.push({
      machine: step.machine,
      actor,
      event: maskSecrets(step.event) as AnyEventObject,
      from: isInit ? null : last.get(actor)!,
      to: step.value,
      at: new Date(step.at).toISOString(),
    });
    last.set(actor, step.value);
  }
  return { format: 'statechart-trace', version: 1, steps: out };
}
