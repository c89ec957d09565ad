/**
 * The error-reporting route the app's Sentry SDK posts to (routes/error-reports.ts), in the OpenAPI
 * document: without it a validating proxy in front of the simulator flags every report the app sends.
 */
import { ERROR_REPORTS } from '@wonder/contracts/error-reports';

export const ERROR_REPORTS_TAG = {
  name: 'error-reports',
  description:
    "The error-reporting service (doc 1 §7): the app's Sentry envelopes, each one an entry of the sending session's journal",
};

const ERROR = {
  type: 'object',
  properties: { error: { type: 'string' }, statusCode: { type: 'integer' } },
  required: ['error', 'statusCode'],
};

const refusal = (description: string, error: string, statusCode: number) => ({
  description,
  content: { 'application/json': { schema: ERROR, example: { error, statusCode } } },
});

const EVENT_ID = '9f2c4e1a7b3d4c5e8f6a0b1c2d3e4f50';
const ENVELOPE_EXAMPLE = [
  JSON.stringify({ event_id: EVENT_ID, sent_at: '2026-11-20T08:00:00.000Z' }),
  JSON.stringify({ type: 'event' }),
  JSON.stringify({
    event_id: EVENT_ID,
    exception: { values: [{ type: 'TypeError', value: 'x is undefined' }] },
  }),
].join('\n');

export function errorReportPaths(): Record<string, Record<string, unknown>> {
  return {
    [`${ERROR_REPORTS.prefix}/api/{projectId}/envelope/`]: {
      post: {
        operationId: 'errorReports.envelope',
        summary: 'Report errors: one Sentry envelope',
        description:
          "Sentry's envelope format: a JSON header line, then items (a JSON item header, then a payload of `length` bytes or up to the next newline). The SDK sends it as text/plain (no CORS preflight); every content type is read as bytes. A well-formed envelope is answered 200 with its event id, as Sentry does, and becomes a journal entry of the sending session naming what was reported.",
        tags: [ERROR_REPORTS_TAG.name],
        security: [{ sentryKey: [] }],
        parameters: [
          {
            name: 'projectId',
            in: 'path',
            required: true,
            schema: { type: 'string' },
            example: ERROR_REPORTS.projectId,
          },
          {
            name: 'sentry_version',
            in: 'query',
            required: false,
            schema: { type: 'string' },
            example: '7',
          },
          {
            name: 'sentry_client',
            in: 'query',
            required: false,
            schema: { type: 'string' },
            example: 'sentry.javascript.browser/10.0.0',
          },
        ],
        requestBody: {
          required: true,
          content: {
            'text/plain': { schema: { type: 'string', minLength: 1 }, example: ENVELOPE_EXAMPLE },
            'application/x-sentry-envelope': {
              schema: { type: 'string', minLength: 1 },
              example: ENVELOPE_EXAMPLE,
            },
          },
        },
        responses: {
          '200': {
            description: 'accepted: the event id of the envelope header',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: { id: { type: ['string', 'null'] } },
                  required: ['id'],
                },
                example: { id: EVENT_ID },
              },
            },
          },
          '400': refusal('not an envelope; `error` names what is wrong', 'item 0 header: not JSON', 400),
          '401': refusal(
            'no or another public key',
            'sentry_key: missing or not this project’s public key',
            401,
          ),
          '404': refusal('no such project', "projectId: no project '2'", 404),
        },
      },
    },
  };
}
