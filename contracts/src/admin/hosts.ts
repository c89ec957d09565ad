/** Admin schemas: where the simulated hosts are, and the development key the app encrypts with. */
import * as z from 'zod/mini';
import { FAMILIES, type FamilyId } from '../envelopes';
import { HOST_IDS, type HostId } from '../hosts';

export const hostSchemas = {
  hosts: {
    reply: z.object({
      hosts: z.array(
        z.object({
          id: z.enum(HOST_IDS as [HostId, ...HostId[]]),
          baseUrl: z.url(),
          family: z.enum(Object.keys(FAMILIES) as [FamilyId, ...FamilyId[]]),
          description: z.string(),
          /** Endpoints served on this host. */
          endpoints: z.number().check(z.int(), z.nonnegative()),
        }),
      ),
    }),
  },
  publicKey: {
    reply: z.object({
      pem: z.string().check(z.startsWith('-----BEGIN PUBLIC KEY-----')),
      cipherVersion: z.string(),
    }),
  },
};
