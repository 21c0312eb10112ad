import { expect } from 'vitest';

const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Matches a file link the demo API signed (demo-api/http/fileLinks.ts): `path`, then its own
 * query if any, then the user, the expiry and the signature.
 */
export const signedLink = (path: string): unknown =>
  expect.stringMatching(new RegExp(`^${escaped(path)}[?&]u=\\d+&exp=\\d+&sig=[\\w-]{43}$`));

/** The same link without its signature: what an outsider could type. */
export const unsigned = (link: string): string => {
  const url = new URL(link, 'http://localhost');
  for (const name of ['u', 'exp', 'sig']) url.searchParams.delete(name);
  return `${url.pathname}${url.search}`;
};
