import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { type Code, envelopeHead, envelopeOf, FAMILIES, makeEnvelope } from '../src/envelopes';

describe('envelope schemas (src/envelopes.ts)', () => {
  it('are built once per family and payload, not per reply (issue 40)', () => {
    const data = z.object({ n: z.number() });
    const other = z.object({ n: z.number() });
    expect(envelopeHead(FAMILIES.app)).toBe(envelopeHead(FAMILIES.app));
    expect(envelopeHead(FAMILIES.app)).not.toBe(envelopeHead(FAMILIES.ems));
    expect(envelopeOf(FAMILIES.app, data)).toBe(envelopeOf(FAMILIES.app, data));
    expect(envelopeOf(FAMILIES.app, data)).not.toBe(envelopeOf(FAMILIES.app, other));
    expect(envelopeOf(FAMILIES.app, data)).not.toBe(envelopeOf(FAMILIES.member, data));
  });

  it('a kept schema judges every reply as a new one would', () => {
    const data = z.object({ n: z.number() });
    for (const family of Object.values(FAMILIES)) {
      if (family.id === 'raw' || family.dataField === null) continue;
      const whole = envelopeOf(family, data);
      const good = makeEnvelope(family, family.success[0] as Code, 'ok', { n: 1 });
      expect(whole.safeParse(good).success, family.id).toBe(true);
      expect(
        envelopeOf(family, data).safeParse(makeEnvelope(family, family.success[0] as Code, 'ok', { n: 'x' }))
          .success,
        family.id,
      ).toBe(false);
      expect(envelopeHead(family).safeParse(good).success, family.id).toBe(true);
    }
  });
});
