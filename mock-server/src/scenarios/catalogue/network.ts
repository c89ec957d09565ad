/** Network trouble of doc 1 §7: latency, no answer, 404/504 once (the client retries once), a host down. */
import type { Scenario } from '../../overrides/types';

export const SLOW_NETWORK_DELAY_MS = 1500;

export const networkScenarios: readonly Scenario[] = [
  {
    id: 'slow-network',
    title: `Slow network (+${SLOW_NETWORK_DELAY_MS} ms on every call)`,
    titleZh: '弱网（每个请求延迟）',
    description: `Every call answers normally after ${SLOW_NETWORK_DELAY_MS} ms; combine with any other scenario.`,
    group: 'network',
    overrides: [{ all: true, delayMs: SLOW_NETWORK_DELAY_MS }],
  },
  {
    id: 'timeout',
    title: 'Timeout: no answer',
    titleZh: '超时：无响应',
    description:
      "Every call is held past the endpoint's timeout (+1 s, bounded) and the connection is then dropped: the app sees a timeout, retries once and shows its timeout toast.",
    group: 'network',
    overrides: [{ all: true, fault: 'timeout' }],
  },
  {
    id: 'status-504-once',
    title: 'HTTP 504 once, then success',
    titleZh: '504 一次后成功',
    description: "The session's next call answers HTTP 504; the app's retry (and everything after) succeeds.",
    group: 'network',
    overrides: [{ all: true, fault: 'status-504', times: 1 }],
  },
  {
    id: 'status-404-once',
    title: 'HTTP 404 once, then success',
    titleZh: '404 一次后成功',
    description: "The session's next call answers HTTP 404; the app's retry (and everything after) succeeds.",
    group: 'network',
    overrides: [{ all: true, fault: 'status-404', times: 1 }],
  },
  {
    id: 'host-down-member',
    title: 'Member host down',
    titleZh: '会员中心服务不可用',
    description:
      'Every call to the member host (login, SMS, WeChat binding) gets its connection dropped without an answer; other hosts work. The app shows 网络异常.',
    group: 'network',
    overrides: [{ host: 'member', fault: 'host-down' }],
  },
];
