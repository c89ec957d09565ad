/**
 * The error table's decisions, one kind of entry at a time, and the default every other call gets (doc 2 §8:
 * the server's message as a toast).
 */
import type { EndpointId } from '@wonder/contracts';
import { ApiBusinessError, ApiContractError, type SentRequest } from '@wonder/contracts/client';
import { describe, expect, it } from 'vitest';
import { decideAnswer } from '../error-policy';

function answer(
  id: EndpointId,
  code: string | number,
  message = '服务繁忙',
  body: unknown = {},
  sent?: SentRequest,
) {
  const host = id.split('.')[0] as ApiBusinessError['host'];
  const error = new ApiBusinessError(host, id, code, message, 200, body);
  if (sent) error.request = sent;
  return error;
}

const toast = (message: string) => ({ kind: 'toast', message });
const quiet = { kind: 'quiet' };

describe('the error table', () => {
  it('default: a call without an entry toasts the server message, or 返回状态错误 with the code', () => {
    expect(decideAnswer(answer('app.indexBanner', '50000000', '服务繁忙'))).toEqual(toast('服务繁忙'));
    expect(decideAnswer(answer('app.todayClasss', '50000000', ''))).toEqual(toast('返回状态错误50000000'));
    expect(decideAnswer(new ApiContractError('app', 'app.indexBanner', 'reply', []))).toEqual(
      toast('请求失败，请重试'),
    );
  });

  it('screen for some codes: those are the screen’s, any other code toasts', () => {
    expect(decideAnswer(answer('member.pwdLogin', 100088))).toEqual(quiet);
    expect(decideAnswer(answer('member.pwdLogin', 100002, '密码错误'))).toEqual(toast('密码错误'));
    expect(decideAnswer(answer('member.sendLoginCode', 4011))).toEqual(quiet);
    expect(decideAnswer(answer('ems.stepUpConfirm', 201, '已确认'))).toEqual(quiet);
    expect(decideAnswer(answer('ems.stepUpConfirm', 500, '系统异常'))).toEqual(toast('系统异常'));
    // Off contract is not one of the codes: it toasts.
    expect(decideAnswer(new ApiContractError('member', 'member.pwdLogin', 'reply', []))).toEqual(
      toast('请求失败，请重试'),
    );
  });

  it('screen for every answer: dashes, a tip, a fallback', () => {
    expect(decideAnswer(answer('gateway.leaveSummary', 500))).toEqual(quiet);
    expect(decideAnswer(answer('captcha.captchaCheck', '6111', '验证失败'))).toEqual(quiet);
    expect(decideAnswer(new ApiContractError('static', 'static.higherLevelActivity', 'reply', []))).toEqual(
      quiet,
    );
  });

  it('screen under a condition: step-up info 201 is the screen’s only with an ineligible studentCode', () => {
    expect(decideAnswer(answer('ems.stepUpInfo', 201, '不符合', { code: 201, studentCode: 10003 }))).toEqual(
      quiet,
    );
    expect(decideAnswer(answer('ems.stepUpInfo', 201, '系统繁忙', { code: 201 }))).toEqual(toast('系统繁忙'));
    expect(decideAnswer(answer('ems.stepUpInfo', 201, '未知', { code: 201, studentCode: 99 }))).toEqual(
      toast('未知'),
    );
  });

  it('done: a popup call’s failure is the popup’s "nothing to show"', () => {
    expect(decideAnswer(answer('app.listUnclaimedAward', '50000000'))).toEqual(quiet);
    expect(decideAnswer(answer('app.checkWonderfulMoment', '50000000'))).toEqual(quiet);
  });

  it('first page: the home list toasts a failure of page 1 only', () => {
    const list = (page: number) =>
      answer('app.homePageShowConfig', '50000000', '首页内容加载失败', {}, { body: { page } });
    expect(decideAnswer(list(1))).toEqual(toast('首页内容加载失败'));
    expect(decideAnswer(list(2))).toEqual(quiet);
  });

  it('sent text: the code login’s 1000012 toasts the messageText it sent, else the server message', () => {
    const login = (messageText?: string) =>
      answer('member.verificationLogin', 1000012, '验证码已失效', {}, { body: { messageText } });
    expect(decideAnswer(login('请使用最新的验证码'))).toEqual(toast('请使用最新的验证码'));
    expect(decideAnswer(login())).toEqual(toast('验证码已失效'));
    expect(decideAnswer(login('  '))).toEqual(toast('验证码已失效'));
    expect(decideAnswer(answer('member.verificationLogin', 100088))).toEqual(quiet);
  });

  it('logged: never shown', () => {
    expect(decideAnswer(answer('app.getAuthToken', '50000000'))).toEqual({ kind: 'log' });
    expect(decideAnswer(answer('tracking.writeKafka', '1'))).toEqual({ kind: 'log' });
  });
});
