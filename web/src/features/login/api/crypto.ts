/**
 * The login's two ciphers:
 * - phone and password: RSA PKCS#1 v1.5 with the backend's public key (jsencrypt), base64 — the
 *   simulator's development key unless VITE_RSA_PUBLIC_KEY configures a real backend's key;
 * - the captcha point: AES-128-ECB/PKCS7 with the challenge's 16-character secretKey as UTF-8 key bytes,
 *   base64 (crypto-js), exactly what the captcha gateway decrypts.
 * Both libraries (~24 kB gzip) load when a parent first sends a code or logs in, not with the login screen:
 * `preloadCiphers()` starts that download as soon as the parent starts typing.
 */
import { DEV_RSA_PUBLIC_KEY_PEM } from '@wonder/contracts';

export function rsaPublicKey(): string {
  const configured = import.meta.env.VITE_RSA_PUBLIC_KEY as string | undefined;
  return configured?.trim() ? configured.trim() : DEV_RSA_PUBLIC_KEY_PEM;
}

const loadRsa = () => import('jsencrypt').then((m) => m.default);
const loadAes = () => import('./aes-cipher');

/** Start downloading the cipher libraries (idempotent: the module loader caches them). */
export function preloadCiphers(): void {
  void loadRsa().catch(() => {});
  void loadAes().catch(() => {});
}

type Encryptor = { encrypt(text: string): string | false };
let cached: { pem: string; encryptor: Encryptor } | null = null;

export async function rsaEncrypt(text: string, pem: string = rsaPublicKey()): Promise<string> {
  if (cached?.pem !== pem) {
    const JSEncrypt = await loadRsa();
    const encryptor = new JSEncrypt();
    encryptor.setPublicKey(pem);
    cached = { pem, encryptor };
  }
  const cipher = cached.encryptor.encrypt(text);
  // jsencrypt answers false (no throw) for a bad key or a message longer than the key allows.
  if (cipher === false) throw new Error('RSA encryption failed: check the public key');
  return cipher;
}

export async function aesEcbEncrypt(text: string, key: string): Promise<string> {
  const { aesEcbEncryptNow } = await loadAes();
  return aesEcbEncryptNow(text, key);
}

/** The pointJson the check call carries: encrypted with the challenge's secretKey when it gave one. */
export async function encryptPointJson(
  pointJson: string,
  secretKey: string | null | undefined,
): Promise<string> {
  return secretKey ? aesEcbEncrypt(pointJson, secretKey) : pointJson;
}
