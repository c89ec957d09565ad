/**
 * HTTP before any route: CORS (the hosts' rule and the admin API's), JSON bodies (an empty one is no body, depth
 * judged before parsing, the raw text kept for the journal), the URL length limit, and compression of the
 * admin API's large replies.
 */
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import { HOSTS } from '@wonder/contracts';
import { ADMIN_BASE_PATH } from '@wonder/contracts/admin/client';
import fp from 'fastify-plugin';
import { originPolicy, registerCors } from '../http/cors';
import { jsonNestingProblem } from '../util/nesting';
import { failureEnvelope } from '../wire/envelope';
import { hostOfUrl } from '../wire/prefix';

/** Longest accepted URL; beyond it a 414 in the host's envelope (Node itself stops at 16 KB of headers). */
const MAX_URL_LENGTH = 8 * 1024;

export interface HttpOptions {
  /** The --cors-origin values; the hosts also answer every localhost and private-network origin. */
  corsOrigins: readonly (string | RegExp)[];
}

// fastify-plugin: the CORS and URL hooks, the JSON parser and compression are the whole app's, every host's
// and admin route's; encapsulated, they would apply to no route at all.
export const httpPlugin = fp<HttpOptions>(
  async (app, { corsOrigins }) => {
    registerCors(app, {
      hosts: originPolicy(corsOrigins, { local: true }),
      admin: app.adminAccess.allowedOrigin,
      adminPrefix: ADMIN_BASE_PATH,
    });

    app.decorateRequest('rawBody', undefined);
    // An empty JSON body is "no body" (calls that send only headers), not an error.
    const defaultJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      request.rawBody = body as string;
      if (body === '') return done(null, undefined);
      // Depth before parsing: what reads the value after JSON.parse (zod, ajv, the redactor, yaml's stringify of
      // a saved fault) recurses, and a 5,000-deep `extra` would overflow it (util/nesting.ts).
      const deep = jsonNestingProblem(body as string);
      if (deep)
        return done(Object.assign(new Error(`body: ${deep.message}`), { statusCode: 400 }), undefined);
      defaultJson(request, body as string, done);
    });

    // Callback style on purpose: this runs for every request and an async hook costs a promise each time.
    app.addHook('onRequest', (request, reply, done) => {
      if (request.url.length <= MAX_URL_LENGTH) return done();
      const host = hostOfUrl(request.url);
      const message = `url: longer than ${MAX_URL_LENGTH} characters`;
      reply
        .code(414)
        .send(host ? failureEnvelope(HOSTS[host].family, 414, message) : { error: message, statusCode: 414 });
    });

    // The admin API's large replies (OpenAPI document, control page script, Swagger UI) compressed for clients
    // that ask; the simulated hosts opt out and compress their large replies themselves (routes/compress.ts).
    // Brotli at quality 4: most of the gain for a fraction of the default quality's CPU. The web app's files
    // are served pre-compressed and pass untouched.
    await app.register(compress, {
      threshold: 1024,
      brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    });
  },
  { name: 'http', dependencies: ['admin-access'] },
);
