/** marketing-service (host 'marketing'), beyond each endpoint's success: a global expiry code. */
import { endpoints as E } from '@wonder/contracts';
import { expiry, type InteractionSpec } from './builders';

export function marketingInteractions(): InteractionSpec[] {
  return [expiry(E.home.getPosterShareTask, '10000004')];
}
