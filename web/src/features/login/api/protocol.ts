/** The agreement documents: the chosen call (contracts' app.getProtocol), its HTML sanitised before use. */
import { queryOptions } from '@tanstack/react-query';
import { loginEndpoints, type ProtocolDocument, type ProtocolType } from '@wonder/contracts';
import type { ApiClient } from '@wonder/contracts/client';
import { endpointKey } from '../../../lib/endpoint-query';
import { sanitizeHtml } from './sanitize';

/** A document as the page shows it: `html` is sanitised, never the served markup. */
export type SafeProtocolDocument = Omit<ProtocolDocument, 'content'> & { html: string };

const HOUR = 60 * 60_000;

export const protocolQuery = (api: ApiClient, type: ProtocolType) => {
  const input = { query: { type } };
  return queryOptions({
    queryKey: endpointKey(loginEndpoints.getProtocol, input),
    queryFn: async ({ signal }): Promise<SafeProtocolDocument> => {
      const { content, ...rest } = await api.call(loginEndpoints.getProtocol, { ...input, signal });
      return { ...rest, html: await sanitizeHtml(content) };
    },
    staleTime: HOUR,
  });
};
