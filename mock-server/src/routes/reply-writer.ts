/**
 * Success replies written as JSON text from a per-endpoint template, instead of building an envelope object
 * (spreads of head, extra and data) and serialising it on every request. The template is cut from what the
 * contracts' makeEnvelope builds around marker values, so the envelope's shape is still written only there;
 * the data's JSON comes from the data source, which serialises a shared fixture value once.
 */
import { type AnyEndpoint, FAMILIES } from '@wonder/contracts';
import { SUCCESS_MESSAGE, successCodeOf, successEnvelope, successExtra } from '../wire/envelope';

export interface ReplyWriter {
  /** The data's field in the envelope (reply paths name it), or null when the data is the whole reply. */
  readonly dataField: string | null;
  /** The default success reply (code and message of the contract) around the data's JSON text. */
  write(dataJson: string, data: unknown, now: number): string;
}

const mark = (name: string) => `\u0000${name}\u0000`;

/** A writer for the endpoint; null for a family whose data is spread into the envelope (no place to cut). */
export function replyWriterFor(endpoint: AnyEndpoint): ReplyWriter | null {
  const family = FAMILIES[endpoint.family];
  if (family.id === 'raw') return { dataField: null, write: (dataJson) => dataJson };
  if (family.dataField === null) return null;
  const extraKeys = Object.keys(successExtra(endpoint.family, [], 0));
  const marked = Object.fromEntries(extraKeys.map((k) => [k, mark(k)]));
  const envelope = successEnvelope(endpoint, mark('data'), 0, successCodeOf(endpoint), SUCCESS_MESSAGE);
  let text = JSON.stringify({ ...(envelope as object), ...marked, [family.dataField]: mark('data') });
  // The order of the cut pieces: what comes between the markers, in the order they appear.
  const order = [...extraKeys, 'data'].sort((a, b) => text.indexOf(mark(a)) - text.indexOf(mark(b)));
  const pieces: string[] = [];
  for (const name of order) {
    const at = text.indexOf(JSON.stringify(mark(name)));
    pieces.push(text.slice(0, at));
    text = text.slice(at + JSON.stringify(mark(name)).length);
  }
  pieces.push(text);
  const writer: ReplyWriter = {
    dataField: family.dataField,
    write(dataJson, data, now) {
      const extra = successExtra(endpoint.family, data, now);
      let out = pieces[0] as string;
      for (let i = 0; i < order.length; i++) {
        const name = order[i] as string;
        out += (name === 'data' ? dataJson : JSON.stringify(extra[name])) + pieces[i + 1];
      }
      return out;
    },
  };
  // Checked once per endpoint: the template must reproduce makeEnvelope's own reply exactly.
  const probe = [{ id: 1 }];
  const expected = JSON.stringify(successEnvelope(endpoint, probe, 7, successCodeOf(endpoint)));
  if (writer.write(JSON.stringify(probe), probe, 7) !== expected)
    throw new Error(`reply template of ${endpoint.id} does not match makeEnvelope`);
  return writer;
}
