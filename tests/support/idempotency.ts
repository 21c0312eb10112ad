import { expect, onTestFinished } from 'vitest';
import { demoServer } from './demoServer';

/**
 * Issue 29 in component tests: the Idempotency-Key of every request the demo API receives whose
 * method and path `sent` accepts (null: none sent), in order, for the current test.
 */
export function keysSent(sent: (method: string, path: string) => boolean): (string | null)[] {
  const keys: (string | null)[] = [];
  const listen = ({ request }: { request: Request }) => {
    if (sent(request.method, new URL(request.url).pathname)) keys.push(request.headers.get('Idempotency-Key'));
  };
  demoServer.events.on('request:start', listen);
  onTestFinished(() => demoServer.events.removeListener('request:start', listen));
  return keys;
}

/** The next `count` signed-in writes act, then their answer is lost as a dropped connection loses it. */
export async function dropNextAnswers(count = 1): Promise<void> {
  const response = await fetch('http://localhost:3000/__demo/drop-after-acting', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ count }),
  });
  expect(response.ok).toBe(true);
}
