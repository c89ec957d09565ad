/** Who the visitor is: each identity of doc 1 §1 as a persona. */
import type { Scenario } from '../types';

export const identityScenarios: readonly Scenario[] = [
  {
    id: 'default',
    title: 'Official student, everything succeeds',
    titleZh: '正式学员，全部成功',
    description:
      "The base of every scenario: persona 'official' (paying student with a tutor), every call succeeds.",
    group: 'identity',
  },
  {
    id: 'official',
    title: 'Official student',
    titleZh: '正式学员',
    description: 'A paying student (OFFICIAL_STUDENT) with a tutor; same as default, named for clarity.',
    group: 'identity',
    persona: 'official',
  },
  {
    id: 'tourist',
    title: 'Tourist (not logged in)',
    titleZh: '游客（未登录）',
    description:
      'Status lookups answer TOURIST; tokens of the session are revoked when this is selected, so a logged-in app is sent back to login.',
    group: 'identity',
    persona: 'tourist',
  },
  {
    id: 'trial-y',
    title: 'Trial student, audition Y',
    titleZh: '体验学员（已试听）',
    description: 'UNOFFICIAL_STUDENT with studentAuditionStatusEnums Y.',
    group: 'identity',
    persona: 'trial-y',
  },
  {
    id: 'trial-n',
    title: 'Trial student, audition N',
    titleZh: '体验学员（未试听）',
    description: 'UNOFFICIAL_STUDENT with studentAuditionStatusEnums N.',
    group: 'identity',
    persona: 'trial-n',
  },
  {
    id: 'wechat-unbound',
    title: 'WeChat user not bound',
    titleZh: '微信未绑定用户',
    description: 'A WeChat visitor with an openId but no bound account: a TOURIST; tokens are revoked.',
    group: 'identity',
    persona: 'wechat-unbound',
  },
];
