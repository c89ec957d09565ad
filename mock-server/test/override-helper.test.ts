/**
 * override(endpoint, answer): the catalogue's typed way to write an override (src/overrides/override.ts).
 * The `@ts-expect-error` lines are the type half of the test: `pnpm run typecheck` fails when the helper
 * stops refusing data its endpoint's contract does not answer.
 */
import { endpoints } from '@wonder/contracts';
import { describe, expect, it } from 'vitest';
import { resolveData } from '../src/overrides/engine';
import { override } from '../src/overrides/override';

const gray = endpoints.session.getIsGray;
const list = endpoints.home.homePageShowConfig;

describe('override(endpoint, answer)', () => {
  it('targets the endpoint by id, and names data only when it is given', () => {
    expect(override(gray, { data: true })).toEqual({ endpoint: gray.id, data: true });
    const failure = override(gray, { code: '500', message: '系统繁忙' });
    expect(failure).toEqual({ endpoint: gray.id, code: '500', message: '系统繁忙' });
    expect('data' in failure).toBe(false);
  });

  it("types success data by the endpoint's contract; a failure's data is free", () => {
    // @ts-expect-error getIsGray answers a boolean
    expect(override(gray, { data: 'yes' }).data).toBe('yes');
    // @ts-expect-error base() answers the home list (an array): it has no such field
    override(list, { data: async ({ base }) => (await base()).nope });
    expect(override(gray, { code: '500', data: { why: 'any' } }).data).toEqual({ why: 'any' });
  });

  it("hands a data function the endpoint's own answer through base()", async () => {
    const o = override(list, { data: async ({ base }) => (await base()).slice(0, 1) });
    const ctx = { endpoint: list, persona: {} as never, now: 0, base: async () => [{ a: 1 }, { a: 2 }] };
    await expect(resolveData(o.data, ctx)).resolves.toEqual([{ a: 1 }]);
  });
});
