import * as React from 'react';

/**
 * React 19's development build records an owner stack for every element it creates (an
 * `Error` for its stack and a `console.createTask`), up to 10,000 per render, to point its
 * warnings at the component that made the element. In jsdom that was a fifth of the unit
 * stage's CPU (docs/performance.md). The tests read none of it: React's warnings still fire,
 * with the component stack React builds without owner stacks. Keeping the counter at its
 * limit makes React take its "too many" path from the first element.
 */
export function skipOwnerStacks(): void {
  const internals = (React as unknown as Record<string, Record<string, unknown>>)
    .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
  if (!internals || !('recentlyCreatedOwnerStacks' in internals)) return;
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', { configurable: true, get: () => 1e4, set: () => {} });
}
