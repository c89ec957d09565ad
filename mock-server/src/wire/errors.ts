/** Friendlier messages for Fastify's own client errors (body parsing), used by host and admin error handlers. */
export const BODY_LIMIT = 1024 * 1024;

export const FASTIFY_MESSAGES: Readonly<Record<string, string>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'body: malformed JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'body: empty JSON body',
  FST_ERR_CTP_BODY_TOO_LARGE: `body: larger than the ${BODY_LIMIT / 1024 / 1024} MB limit`,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'content-type: unsupported media type (send application/json)',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'content-length: does not match the body',
};

export function clientMessage(error: Error & { code?: string }): string {
  return (error.code && FASTIFY_MESSAGES[error.code]) || error.message || 'error';
}
