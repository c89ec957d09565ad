/**
 * Randomness of the simulated world (captcha positions, ids of users registered by code login).
 * With `--seed N` it is a seeded mulberry32 so a run can be replayed; otherwise it draws from the OS.
 * Tokens never come from here: they always come from crypto.randomBytes (see world.ts).
 */
import { randomInt } from 'node:crypto';

export interface Rng {
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
}

export function createRng(seed?: number): Rng {
  if (seed === undefined) return { int: (min, max) => randomInt(min, max + 1) };
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { int: (min, max) => min + Math.floor(next() * (max - min + 1)) };
}
