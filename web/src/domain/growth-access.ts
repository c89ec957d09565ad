/**
 * Where the growth tab works (the growth screens, features/growth; the tab bar opens the tab as any other,
 * so tapped or linked it is one presentation): doc 3 §2 "In a plain browser the tab reads 'this feature is not supported in the
 * browser; download the parent app'"; doc 1 §8 "Growth tab in a browser: …". The native app and the WeChat
 * browser are not plain browsers and show the tab; the mini-program is "treated as plain web for logic"
 * (doc 1 §1; platform/env.ts never marks it WeChat), and so is every other browser.
 */
import type { Environment } from '../platform/env';

export type GrowthEnv = Pick<Environment, 'isApp' | 'isWechat'>;

export function growthSupported(env: GrowthEnv): boolean {
  return env.isApp || env.isWechat;
}
