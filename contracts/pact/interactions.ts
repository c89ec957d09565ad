/**
 * The interaction catalogue: for every endpoint of contracts/ a success interaction, plus the failures the
 * app branches on (global expiry codes, SMS 4011, 100088, 1000012, captcha 6201 and a failed check,
 * step-up 201 with each ineligibility code, HTTP 404/504 that the client retries, and a non-success of
 * each envelope family). The consumer tests turn each entry into a Pact interaction and drive the real
 * client through it; the checks read the same list, so "every endpoint has an interaction" is one test.
 *
 * One module per provider host holds that host's own interactions (interactions/<host>.ts, built with
 * interactions/builders.ts); a pact file is its host's successes in contract order, then those.
 */
import { ALL_ENDPOINTS, HOST_IDS, type HostId } from '@wonder/contracts';
import { appInteractions } from './interactions/app';
import { assetsInteractions } from './interactions/assets';
import { type InteractionSpec, success } from './interactions/builders';
import { captchaInteractions } from './interactions/captcha';
import { configInteractions } from './interactions/config';
import { emsInteractions } from './interactions/ems';
import { evaluationInteractions } from './interactions/evaluation';
import { gatewayInteractions } from './interactions/gateway';
import { marketingInteractions } from './interactions/marketing';
import { memberInteractions } from './interactions/member';
import { partnerInteractions } from './interactions/partner';
import { questionnaireInteractions } from './interactions/questionnaire';
import { staticInteractions } from './interactions/static';
import { trackingInteractions } from './interactions/tracking';
import { wwwInteractions } from './interactions/www';

/** Each host's interactions beyond its endpoints' successes (none yet for crm and platform). */
const BY_HOST: Readonly<Record<HostId, () => InteractionSpec[]>> = {
  app: appInteractions,
  assets: assetsInteractions,
  captcha: captchaInteractions,
  config: configInteractions,
  crm: () => [],
  ems: emsInteractions,
  evaluation: evaluationInteractions,
  gateway: gatewayInteractions,
  marketing: marketingInteractions,
  member: memberInteractions,
  partner: partnerInteractions,
  platform: () => [],
  questionnaire: questionnaireInteractions,
  static: staticInteractions,
  tracking: trackingInteractions,
  www: wwwInteractions,
};

const cache = new Map<HostId, readonly InteractionSpec[]>();

/** One provider's interactions, in a stable order: its endpoints' successes in contract order, then its own. */
export function interactionsOf(host: HostId): readonly InteractionSpec[] {
  let list = cache.get(host);
  if (!list) {
    list = [...ALL_ENDPOINTS.filter((e) => e.host === host).map((e) => success(e)), ...BY_HOST[host]()];
    cache.set(host, list);
  }
  return list;
}

/** Every interaction, provider by provider. */
export function allInteractions(): readonly InteractionSpec[] {
  return HOST_IDS.flatMap((h) => interactionsOf(h));
}
