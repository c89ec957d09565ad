/**
 * The backend hosts the parent app calls, each with its envelope family, default timeout and the Pact
 * provider name backend teams verify against. The simulator serves each host under `/<id>` on one port;
 * real deployments map each id to its own origin in the client config.
 */
import type { FamilyId } from './envelopes';

export interface HostDef {
  readonly id: HostId;
  readonly family: FamilyId;
  /** Default timeout (doc 1 §7: 20 s default, 60 s member and crm). */
  readonly timeoutMs: number;
  /** Pact provider name; fixed once, backend teams use it. */
  readonly provider: string;
  readonly description: string;
}

export const DEFAULT_TIMEOUT_MS = 20_000;
export const SLOW_HOST_TIMEOUT_MS = 60_000;
/** "10 s on several calls": which ones is not shown, so lookups that must not hold the UI use it. */
export const SHORT_TIMEOUT_MS = 10_000;

const host = (
  id: HostId,
  family: FamilyId,
  provider: string,
  description: string,
  timeoutMs = DEFAULT_TIMEOUT_MS,
): HostDef => ({ id, family, provider, description, timeoutMs });

export type HostId =
  | 'member'
  | 'app'
  | 'crm'
  | 'platform'
  | 'captcha'
  | 'www'
  | 'tracking'
  | 'gateway'
  | 'config'
  | 'evaluation'
  | 'marketing'
  | 'questionnaire'
  | 'ems'
  | 'partner'
  | 'assets'
  | 'static';

export const HOSTS: Readonly<Record<HostId, HostDef>> = {
  member: host(
    'member',
    'member',
    'member-service',
    'member centre: login, SMS, WeChat binding',
    SLOW_HOST_TIMEOUT_MS,
  ),
  app: host('app', 'app', 'app-api', 'main parent API (/v1/...)'),
  crm: host(
    'crm',
    'member',
    'crm-service',
    'CRM SMS gateway (envelope chosen: member family)',
    SLOW_HOST_TIMEOUT_MS,
  ),
  platform: host(
    'platform',
    'member',
    'platform-usercenter',
    'business user centre (envelope chosen: member family)',
  ),
  captcha: host('captcha', 'captcha', 'captcha-gateway', 'verification gateway: slider captcha'),
  www: host('www', 'share', 'www-share', 'www host: WeChat share configuration'),
  tracking: host('tracking', 'tracking', 'tracking-service', 'event-tracking collector'),
  gateway: host('gateway', 'app', 'aic-gateway', 'bearer gateway: aic-ug, unification-assets'),
  config: host('config', 'app', 'config-gateway', 'configuration gateway: aic-config'),
  evaluation: host('evaluation', 'report', 'evaluation-service', 'evaluation: report records'),
  marketing: host('marketing', 'app', 'marketing-service', 'marketing activities: poster share task'),
  questionnaire: host('questionnaire', 'app', 'questionnaire-service', 'satisfaction questionnaire'),
  ems: host('ems', 'ems', 'ems-step-up', 'step-up (further education) service'),
  partner: host('partner', 'zero', 'learning-partner', 'learning partner: head-teacher callbacks'),
  assets: host('assets', 'zero', 'assets-service', 'user hours (assets)'),
  static: host('static', 'raw', 'static-config', 'static JSON: activity period, fresh enrollment config'),
};

export const HOST_IDS = Object.keys(HOSTS) as HostId[];
