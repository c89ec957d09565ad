import { describe, expect, it } from 'vitest';
import {
  digitsOnly,
  validateCode,
  validateCodeLogin,
  validatePassword,
  validatePasswordLogin,
  validatePhone,
} from '../rules/validation';

describe('phone validation (doc 1 §5)', () => {
  it('says 手机号码不能为空！ for an empty or blank phone', () => {
    expect(validatePhone('')).toBe('手机号码不能为空！');
    expect(validatePhone('   ')).toBe('手机号码不能为空！');
  });

  it('accepts 1 to 14 digits', () => {
    expect(validatePhone('1')).toBeNull();
    expect(validatePhone('13800138000')).toBeNull();
    expect(validatePhone('12345678901234')).toBeNull();
  });

  it('says 请输入正确的手机号码！ for more than 14 digits or anything but digits', () => {
    expect(validatePhone('123456789012345')).toBe('请输入正确的手机号码！');
    expect(validatePhone('138-0013-8000')).toBe('请输入正确的手机号码！');
    expect(validatePhone('+8613800138000')).toBe('请输入正确的手机号码！');
    expect(validatePhone('abc')).toBe('请输入正确的手机号码！');
  });
});

describe('code and password', () => {
  it('says 请输入验证码！ for an empty code', () => {
    expect(validateCode('')).toBe('请输入验证码！');
    expect(validateCode(' ')).toBe('请输入验证码！');
    expect(validateCode('123456')).toBeNull();
  });

  it('requires a password (text chosen: not shown in the spec)', () => {
    expect(validatePassword('')).toBe('请输入密码！');
    expect(validatePassword('x')).toBeNull();
  });

  it('checks the phone before the second field', () => {
    expect(validateCodeLogin('', '')).toBe('手机号码不能为空！');
    expect(validateCodeLogin('13800138000', '')).toBe('请输入验证码！');
    expect(validatePasswordLogin('1234567890123456', '')).toBe('请输入正确的手机号码！');
    expect(validatePasswordLogin('13800138000', 'pw')).toBeNull();
  });

  it('keeps typed input to digits, cut at the maximum', () => {
    expect(digitsOnly('138 0013-8000', 14)).toBe('13800138000');
    expect(digitsOnly('123456789012345678', 14)).toBe('12345678901234');
    expect(digitsOnly('12a34567', 6)).toBe('123456');
  });
});
