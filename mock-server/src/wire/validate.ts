/**
 * Turns zod issues into the one-line messages clients get: the field path prefixed by where it was
 * found, e.g. `body.phoneCipher: expected string, received undefined`.
 */
import type * as z from 'zod/mini';

export type Where = 'body' | 'query' | 'headers' | 'reply' | `reply.${string}`;

export function describeIssues(where: Where, error: z.core.$ZodError, max = 3): string {
  return error.issues
    .slice(0, max)
    .map((issue) => {
      const path = issue.path.length ? `${where}.${issue.path.map(String).join('.')}` : where;
      return `${path}: ${issue.message.replace(/^Invalid input: /, '')}`;
    })
    .join('; ');
}
