import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every .ts/.tsx file under src/, outside src/qa. */
function sources(dir = 'src'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === join('src', 'qa') ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Whether the call whose arguments start at `from` has `inspected(` among them. */
function inspectedCall(text: string, from: number): boolean {
  let depth = 1;
  let end = from;
  while (depth > 0 && end < text.length) {
    const char = text[end];
    if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    end += 1;
  }
  return text.slice(from, end).includes('inspected(');
}

describe('the inspector sees every actor the app creates', () => {
  it('each createActor, useMachine and useActorRef passes its options through inspected()', () => {
    const missing = sources().flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return [...text.matchAll(/\b(?:createActor|useMachine|useActorRef)\(/g)].flatMap((match) => {
        if (/import[^;]*$/.test(text.slice(Math.max(0, match.index - 80), match.index))) return [];
        return inspectedCall(text, match.index + match[0].length) ? [] : [`${file}:${text.slice(0, match.index).split('\n').length}`];
      });
    });
    expect(missing, 'wrap the options in inspected() from src/platform/inspect.ts').toEqual([]);
  });
});
