/**
 * Spec: a random avatar 1 to 26 per session user. Deriving it from the token (new at every
 * sign-in) keeps it unpredictable across sessions yet stable within one, and the machine pure.
 */
export function avatarFor(token: string): number {
  let hash = 0;
  for (let i = 0; i < token.length; i += 1) hash = (hash * 31 + token.charCodeAt(i)) >>> 0;
  return (hash % 26) + 1;
}
