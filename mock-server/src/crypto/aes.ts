/**
 * AES-128-ECB / PKCS7 with a 16-character key, base64 cipher text: what the captcha component does with
 * crypto-js (`CryptoJS.AES.encrypt(text, Utf8.parse(key), { mode: ECB, padding: Pkcs7 }).toString()`).
 */
import { createCipheriv, createDecipheriv } from 'node:crypto';

export function aesEcbDecrypt(cipherBase64: string, key: string): string | null {
  if (Buffer.byteLength(key) !== 16 || !/^[A-Za-z0-9+/]+={0,2}$/.test(cipherBase64)) return null;
  try {
    const decipher = createDecipheriv('aes-128-ecb', Buffer.from(key, 'utf8'), null);
    const out = Buffer.concat([decipher.update(Buffer.from(cipherBase64, 'base64')), decipher.final()]);
    return out.toString('utf8');
  } catch {
    return null;
  }
}

export function aesEcbEncrypt(text: string, key: string): string {
  const cipher = createCipheriv('aes-128-ecb', Buffer.from(key, 'utf8'), null);
  return Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]).toString('base64');
}
