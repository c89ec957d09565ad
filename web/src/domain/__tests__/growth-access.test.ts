import { describe, expect, it } from 'vitest';
import { detectEnvironment } from '../../platform/env';
import { APP_UA, WEB_UA } from '../../test/support';
import { growthSupported } from '../growth-access';

describe('growth access: only a plain browser is refused (doc 1 §8, doc 3 §2)', () => {
  it.each([
    ['the native app', { userAgent: APP_UA }, true],
    ['the WeChat browser', { userAgent: `${WEB_UA} MicroMessenger/8.0.50` }, true],
    ['the mini-program (plain web for logic)', { userAgent: WEB_UA, wxjsEnvironment: 'miniprogram' }, false],
    ['a plain browser', { userAgent: WEB_UA }, false],
  ] as const)('%s → %s', (_, input, supported) => {
    expect(growthSupported(detectEnvironment(input))).toBe(supported);
  });
});
