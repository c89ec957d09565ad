/**
 * The environments a story can render in (`parameters.env`, default 'web'), as the user agents the app's
 * own detection (web/src/platform/env.ts) recognises. The native app's version is `parameters.appVersion`.
 */
import { detectEnvironment, type Environment } from '@wonder/web/src/platform/env';

export type StoryEnv = 'web' | 'pc' | 'wechat' | 'mini-program' | 'ios-app' | 'android-app' | 'ios-safari';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

/** A recent app version: every version gate of doc 1 §5 is open. */
export const DEFAULT_APP_VERSION = '2.5.0';

export function storyEnvironment(env: StoryEnv = 'web', appVersion = DEFAULT_APP_VERSION): Environment {
  const userAgent = {
    web: ANDROID_CHROME,
    pc: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36',
    wechat: `${ANDROID_CHROME} MicroMessenger/8.0.49`,
    'mini-program': `${ANDROID_CHROME} MicroMessenger/8.0.49 miniProgram`,
    'ios-app': `${IPHONE} WonderParent/${appVersion} (iOS)`,
    'android-app': `${ANDROID_CHROME} WonderParent/${appVersion} (Android)`,
    'ios-safari': `${IPHONE} Safari/604.1`,
  }[env];
  return detectEnvironment({ userAgent });
}
