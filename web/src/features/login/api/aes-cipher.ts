/**
 * AES-128-ECB/PKCS7 with crypto-js, imported statically here and loaded as one lazy module by crypto.ts.
 * (Importing the four crypto-js modules with separate dynamic imports let them initialise in any order and
 * sometimes produced a hex string instead of base64: the captcha check then failed.)
 */
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';

export function aesEcbEncryptNow(text: string, key: string): string {
  return AES.encrypt(Utf8.parse(text), Utf8.parse(key), { mode: ECB, padding: Pkcs7 }).toString();
}
