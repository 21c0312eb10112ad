import { randomBytes } from 'node:crypto';

/**
 * Opaque 40-hex-character tokens (the shape of DRF auth tokens), from the operating system's
 * cryptographic source: nothing about a token follows from the order of sign-ins, the seed or
 * a restart, so none can be computed offline. The demo's seeded PRNG is for data, never for
 * secrets.
 */
export function newOpaqueToken(): string {
  return randomBytes(20).toString('hex');
}
