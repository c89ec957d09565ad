/** Admin schemas: the OpenAPI document (its own shape is OpenAPI's; only the head is checked). */
import * as z from 'zod/mini';

export const docSchemas = {
  openapi: {
    reply: z.looseObject({
      openapi: z.string().check(z.startsWith('3.')),
      info: z.looseObject({ title: z.string(), version: z.string() }),
      paths: z.record(z.string(), z.record(z.string(), z.unknown())),
    }),
  },
};
