/**
 * The login's two ciphers:
 * - phone and password: RSA PKCS#1 v1.5 with the backend's public key (jsencrypt), base64 — the
 *   simulator's development key unless VITE_RSA_PUBLIC_KEY configures a real backend's key;
 * - the captcha point: AES-128-ECB/PKCS7 with the challenge's 16-character secretKey as UTF-8 key bytes,
 *   base64 (crypto-js), exactly what the captcha gateway decrypts.
 */
import { DEV_RSA_PUBLIC_KEY_PEM } from '@wonder/contracts';
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';
import JSEncrypt from 'jsencrypt';

export function rsaPublicKey(): string {
  const configured = import.meta.env.VITE_RSA_PUBLIC_KEY as string | undefined;
  return configured?.trim() ? configured.trim() : DEV_RSA_PUBLIC_KEY_PEM;
}

let cached: { pem: string; encryptor: JSEncrypt } | null = null;

export function rsaEncrypt(text: string, pem: string = rsaPublicKey()): string {
  if (cached?.pem !== pem) {
    const encryptor = new JSEncrypt();
    encryptor.setPublicKey(pem);
    cached = { pem, encryptor };
  }
  const cipher = cached.encryptor.encrypt(text);
  // jsencrypt answers false (no throw) for a bad key or a message longer than the key allows.
  if (cipher === false) throw new Error('RSA encryption failed: check the public key');
  return cipher;
}

export function aesEcbEncrypt(text: string, key: string): string {
  return AES.encrypt(Utf8.parse(text), Utf8.parse(key), { mode: ECB, padding: Pkcs7 }).toString();
}

/** The pointJson the check call carries: encrypted with the challenge's secretKey when it gave one. */
export function encryptPointJson(pointJson: string, secretKey: string | null | undefined): string {
  return secretKey ? aesEcbEncrypt(pointJson, secretKey) : pointJson;
}
