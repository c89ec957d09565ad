/**
 * Event tracking (doc 1 §7 "Tracking"). The error-reporting service the spec mentions in the same list is
 * no endpoint here: the app reports through the Sentry SDK, whose envelope is that service's own wire format;
 * where it goes is `ERROR_REPORTS` (src/error-reports.ts).
 */
import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { TrackingBodySchema, TrackSignUpQuerySchema } from '../entities/tracking';
import { SHORT_TIMEOUT_MS } from '../hosts';

export const trackingEndpoints = {
  writeKafka: defineEndpoint({
    id: 'tracking.writeKafka',
    host: 'tracking',
    method: 'POST',
    path: '/buriedData/writeKafka',
    summary: "Post one event-tracking record, or a batch of them; success code '0' (doc1 §7)",
    note: 'Answer data not shown: null. Fire-and-forget, so the 10 s timeout. The batch form (an array of up to 50 records) is chosen beyond the spec (issue #30).',
    body: TrackingBodySchema,
    data: z.null(),
    timeoutMs: SHORT_TIMEOUT_MS,
  }),
  trackSignUp: defineEndpoint({
    id: 'app.trackSignUp',
    host: 'app',
    method: 'GET',
    path: '/v1/common/sensorsAnalytics/trackSignUp',
    summary: 'Link the anonymous analytics id to the registered user (doc1 §7)',
    note: 'Answer not shown: null. Fire-and-forget, so the 10 s timeout.',
    query: TrackSignUpQuerySchema,
    data: z.null(),
    timeoutMs: SHORT_TIMEOUT_MS,
  }),
} as const;
