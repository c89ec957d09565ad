/**
 * tracking-service (host 'tracking'), beyond each endpoint's success: a status the client retries once, and the
 * batch form of writeKafka (an array of records, chosen beyond the spec: contracts/README.md "Tracking batches"),
 * which the app sends once a page's first view is drawn.
 */
import { endpoints as E } from '@wonder/contracts';
import { EXAMPLE_REQUESTS } from '@wonder/fixtures/requests';
import { STATE } from '../states';
import { httpStatus, type InteractionSpec, success } from './builders';

/** Two records in one body: the one of the example request and a second event of the same page. */
function batchRequest() {
  const one = EXAMPLE_REQUESTS['tracking.writeKafka']?.body as Record<string, unknown>;
  return { body: [one, { ...one, event_name: 'home_exposure', event_id: 'evt-0002' }] };
}

export function trackingInteractions(): InteractionSpec[] {
  return [
    httpStatus(E.tracking.writeKafka, STATE.status404Once, 404, 'a rolling deploy'),
    success(E.tracking.writeKafka, {
      description: 'tracking.writeKafka takes a batch of records',
      request: batchRequest(),
    }),
  ];
}
