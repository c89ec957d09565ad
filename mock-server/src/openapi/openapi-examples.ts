/**
 * The OpenAPI document's examples, taken from the fixtures so "Try it out", mock servers and Postman imports
 * send and show what the app really does for persona 'official' at the fixtures' reference date:
 *   - requests: @wonder/fixtures/requests (the same examples the pact files carry; ciphers that decrypt with
 *     the development key), header values from the contracts' constants and the persona's fixture token;
 *   - replies: the fixture success data in the endpoint's envelope (what the simulator answers by default),
 *     and each failure reply as the simulator writes it.
 * Every example is valid against its schema (test/openapi.test.ts parses each with the zod contract and the
 * document's JSON Schema).
 */
import type { EndpointId } from '@wonder/contracts';
import {
  type AnyEndpoint,
  APP_SCENE,
  HEADER,
  MEMBER_APP_ID,
  MINI_PROGRAM_PROJECT,
  STAFF_AUTH_TYPE,
} from '@wonder/contracts';
import { ENDPOINT_FIXTURES, fixtureToken, PERSONAS, REFERENCE_MS, successData } from '@wonder/fixtures';
import { CAPTCHA_SECOND_CODE, EXAMPLE_REQUESTS, type ExampleRequest } from '@wonder/fixtures/requests';
import { AUTH_FAILURE } from '../wire/auth';
import { failureEnvelope, successEnvelope } from '../wire/envelope';

const official = PERSONAS.official;
const token = fixtureToken(official);

/** An example value for each header the app sends (credential headers are security schemes instead). */
export const HEADER_EXAMPLES: Readonly<Record<string, string>> = {
  [HEADER.appid]: MEMBER_APP_ID,
  [HEADER.token]: token,
  [HEADER.homeTime]: String(REFERENCE_MS),
  [HEADER.homeToken]: token,
  [HEADER.homeUid]: official.userId,
  [HEADER.authorization]: `Bearer ${token}`,
  [HEADER.appScene]: APP_SCENE.web,
  [HEADER.captchaSecondCode]: CAPTCHA_SECOND_CODE,
  [HEADER.authType]: STAFF_AUTH_TYPE,
  [HEADER.stepUpTime]: String(REFERENCE_MS),
  [HEADER.stepUpUid]: official.userId,
  [HEADER.project]: MINI_PROGRAM_PROJECT,
};

export function requestExample(e: AnyEndpoint): ExampleRequest {
  return EXAMPLE_REQUESTS[e.id as EndpointId] ?? {};
}

/** The default success reply: the fixture data of persona 'official' in the endpoint's envelope. */
/** Undefined for an endpoint without a fixture (a test's own endpoints): the document then has no example. */
export function successExample(e: AnyEndpoint): unknown {
  if (!ENDPOINT_FIXTURES[e.id]) return undefined;
  return successEnvelope(e, successData(e.id, 'official', REFERENCE_MS), REFERENCE_MS);
}

export function failureExample(e: AnyEndpoint, code: number, message: string): unknown {
  return failureEnvelope(e.family, code, message);
}

export const EXPIRY_EXAMPLE = AUTH_FAILURE.unknown;
