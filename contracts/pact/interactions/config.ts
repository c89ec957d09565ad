/** config-gateway (host 'config'), beyond each endpoint's success: a global expiry code. */
import { endpoints as E } from '@wonder/contracts';
import { expiry, type InteractionSpec } from './builders';

export function configInteractions(): InteractionSpec[] {
  return [expiry(E.parentCentre.configurations, '10000004')];
}
