/** The app shell failing (doc 2 §2): the tab configuration. */
import { endpoints } from '@wonder/contracts';
import type { Scenario } from '../../overrides/types';
import { APP_FAILURE_CODE } from './session';

export const shellScenarios: readonly Scenario[] = [
  {
    id: 'tab-config-fails',
    title: 'Tab config fails',
    titleZh: '底部导航配置加载失败',
    description:
      `getTabConfig answers code ${APP_FAILURE_CODE} '导航配置加载失败': the tab bar status becomes fail; ` +
      'a visitor without a token is logged out and sent to /login (doc 2 §2).',
    group: 'session',
    overrides: [
      { endpoint: endpoints.shell.tabConfig.id, code: APP_FAILURE_CODE, message: '导航配置加载失败' },
    ],
  },
];
