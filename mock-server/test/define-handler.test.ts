/**
 * Types of defineHandler: ctx is typed from the endpoint's schemas and the answer is checked against its
 * data schema. These hold at compile time (`pnpm run typecheck` fails on an unused @ts-expect-error);
 * the runtime part only defines handlers, it never calls them.
 */
import { type DataOf, endpoints, type PwdLoginBody } from '@wonder/contracts';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { defineHandler } from '../src/handlers/define';
import { fail, ok } from '../src/handlers/result';

const L = endpoints.login;
const SMS = endpoints.login.sendLoginCode;

describe('defineHandler', () => {
  it('types ctx.body, ctx.query and ctx.successData from the contract', () => {
    const login = defineHandler(L.pwdLogin, (ctx) => {
      expectTypeOf(ctx.body).toEqualTypeOf<PwdLoginBody>();
      expectTypeOf(ctx.body.phoneCipher).toBeString();
      expectTypeOf(ctx.query).toBeUndefined();
      expectTypeOf(ctx.successData()).toEqualTypeOf<DataOf<typeof L.pwdLogin>>();
      expectTypeOf(ctx.successData(SMS)).toEqualTypeOf<DataOf<typeof SMS>>();
      return fail(100002, 'wrong password');
    });
    const config = defineHandler(L.getUpgradeConfig, (ctx) => {
      expectTypeOf(ctx.query.typeCode).toBeString();
      expectTypeOf(ctx.body).toBeUndefined();
      return ok(ctx.successData());
    });
    expect([login.endpoint, config.endpoint]).toEqual([L.pwdLogin, L.getUpgradeConfig]);
  });

  it('refuses an answer that is not the endpoint data, and fields the body does not have', () => {
    // @ts-expect-error isFirstLogin is a boolean
    defineHandler(L.pwdLogin, () => ok({ token: 't', userinfos: [], isFirstLogin: 'no' }));
    // @ts-expect-error the SMS send answers an object
    defineHandler(SMS, () => ok('sent'));
    // @ts-expect-error the age dialog's body has no ageInYears
    defineHandler(L.updateOlUser, (ctx) => ok(ctx.body.ageInYears));
  });
});
