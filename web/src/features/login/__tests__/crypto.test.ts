/** RSA: what jsencrypt produces is PKCS#1 v1.5 with the given public key (checked with a fresh key pair). */
import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { DEV_RSA_PUBLIC_KEY_PEM } from '@wonder/contracts';
import { describe, expect, it } from 'vitest';
import { rsaEncrypt, rsaPublicKey } from '../api/crypto';

function unpadPkcs1v15(block: Buffer): string {
  expect(block[0]).toBe(0x00);
  expect(block[1]).toBe(0x02);
  const sep = block.indexOf(0x00, 2);
  expect(sep).toBeGreaterThanOrEqual(10);
  return block.subarray(sep + 1).toString('utf8');
}

describe('RSA (jsencrypt)', () => {
  it('encrypts phone and password so the private key holder reads them back', async () => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', {
      modulusLength: 1024,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    for (const text of ['13800138000', 'pässwörd-中文-123']) {
      const cipher = await rsaEncrypt(text, publicKey);
      const bytes = Buffer.from(cipher, 'base64');
      expect(bytes).toHaveLength(128);
      // Node 20 refuses PKCS#1 v1.5 private decryption: decrypt raw and strip the padding, as the simulator does.
      const block = privateDecrypt({ key: privateKey, padding: constants.RSA_NO_PADDING }, bytes);
      expect(unpadPkcs1v15(block)).toBe(text);
    }
  });

  it('uses the simulator development key unless VITE_RSA_PUBLIC_KEY is set', async () => {
    expect(rsaPublicKey()).toBe(DEV_RSA_PUBLIC_KEY_PEM);
    expect(await rsaEncrypt('1')).not.toBe(await rsaEncrypt('1')); // random padding each time
  });

  it('throws instead of sending garbage when the key is unusable', async () => {
    await expect(rsaEncrypt('1', 'not a key')).rejects.toThrow(/RSA encryption failed/);
  });
});
