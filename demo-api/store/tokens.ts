import { createRandom, hashSeed } from './random.ts';

/**
 * Opaque 40-hex-character tokens (the shape of DRF auth tokens). The serial lives for the
 * whole process and is NOT reset with the store, so a token issued before a reset can
 * never come back after it and silently belong to another user.
 */
let serial = 0;

export function newOpaqueToken(kind: 'session' | 'reset'): string {
  serial += 1;
  return createRandom(hashSeed(`${kind}:${serial}`)).hex(40);
}
