import { describe, expect, it } from 'vitest';
import { STATUS_OF_ROLE } from '../../../test/roles';
import { lessonPageRedirect, myClassesRules } from '../rules/access';
import { opensSatisfactionOnBack } from '../rules/satisfaction';

const ENV = {
  iosApp: { isApp: true, isMiniProgram: false, platform: 'ios' as const },
  androidApp: { isApp: true, isMiniProgram: false, platform: 'android' as const },
  wechat: { isApp: false, isMiniProgram: false, platform: null },
  miniProgram: { isApp: false, isMiniProgram: true, platform: null },
  browser: { isApp: false, isMiniProgram: false, platform: null },
};

describe('myClassesRules', () => {
  it.each([
    // role, env, redirect, tabs, only math, study-task count, banner user type, banner platform
    ['official', 'iosApp', null, true, null, true, 2, 3],
    ['official', 'androidApp', null, true, null, true, 2, 2],
    ['official', 'wechat', null, true, null, true, 2, 1],
    ['official', 'browser', null, true, null, true, 2, 1],
    ['official', 'miniProgram', null, false, 11, false, 2, 1],
    ['trial', 'androidApp', null, true, null, false, 1, 2],
    ['trial', 'wechat', null, true, null, false, 1, 1],
    ['trial', 'miniProgram', null, false, 11, false, 1, 1],
    ['tourist', 'browser', '/login', true, null, false, 3, 1],
    ['tourist', 'miniProgram', '/login', false, 11, false, 3, 1],
  ] as const)(
    '%s in %s',
    (role, env, redirectTo, subjectTabs, onlySubject, studyTaskCount, userType, platform) => {
      const status = STATUS_OF_ROLE[role];
      const rules = myClassesRules({ token: role === 'tourist' ? null : 'tk', status, env: ENV[env] });
      expect(rules).toEqual({
        redirectTo,
        subjectTabs,
        onlySubject,
        studyTaskCount,
        bannerUserType: userType,
        bannerPlatformType: platform,
      });
    },
  );

  it('the lesson pages need a token too', () => {
    expect(lessonPageRedirect(null)).toBe('/login');
    expect(lessonPageRedirect('tk')).toBeNull();
  });
});

describe('the satisfaction popup rule (doc 1 §7)', () => {
  it.each([
    ['/myClassList', true, false, true],
    ['/myClassList', false, false, false],
    ['/myClassList', undefined, false, false],
    ['/myClassList', true, true, false],
    ['/courseList', true, false, false],
  ] as const)('%s, answer %s, shown %s → opens %s', (pathname, pushQuestionnaire, shown, opens) => {
    expect(opensSatisfactionOnBack({ pathname, pushQuestionnaire, shown })).toBe(opens);
  });
});
