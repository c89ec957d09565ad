/** Admin routes: where each simulated host is on this origin, and the development public key. */
import { HOST_IDS, HOSTS } from '@wonder/contracts';
import type { FastifyInstance } from 'fastify';
import { DEV_CIPHER_VERSION, DEV_RSA_PUBLIC_KEY_PEM } from '../crypto/dev-keys';
import { baseUrlsFor } from '../wire/prefix';
import { serve } from './route';

export async function hostRoutes(admin: FastifyInstance): Promise<void> {
  const { endpoints } = admin.mock;

  serve(admin, 'hosts', (_input, request) => {
    const urls = baseUrlsFor(`${request.protocol}://${request.host}`);
    return {
      hosts: HOST_IDS.map((h) => ({
        id: h,
        baseUrl: urls[h],
        family: HOSTS[h].family,
        description: HOSTS[h].description,
        endpoints: endpoints.filter((e) => e.host === h).length,
      })),
    };
  });
  serve(admin, 'publicKey', () => ({ pem: DEV_RSA_PUBLIC_KEY_PEM, cipherVersion: DEV_CIPHER_VERSION }));
}
