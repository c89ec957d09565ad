/**
 * The download feature's query options. The QR code of /downloadAppPc is computed, not fetched, but it
 * loads its encoder (uqr) on demand so the library stays out of every other route: as a query it gets the
 * loading and failed states and the retry of any call.
 */
import { queryOptions } from '@tanstack/react-query';

export type QrMatrix = readonly (readonly boolean[])[];

/** Medium error correction: a screen photo with glare still scans; the URL stays a small code. */
export async function encodeQr(text: string): Promise<QrMatrix> {
  const { encode } = await import('uqr');
  return encode(text, { ecc: 'M', border: 0 }).data;
}

export const qrMatrixQuery = (text: string, encode: (text: string) => Promise<QrMatrix> = encodeQr) =>
  queryOptions({
    queryKey: ['download.qrMatrix', text],
    queryFn: () => encode(text),
    staleTime: Number.POSITIVE_INFINITY,
  });
