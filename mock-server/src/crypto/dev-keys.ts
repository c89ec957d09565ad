/**
 * ============================  DEVELOPMENT ONLY  ============================
 * The simulator's RSA key pair. It is committed ON PURPOSE so that the web app, the tests and the
 * simulator agree on it without any setup: the app encrypts phone and password with the public key
 * (jsencrypt, PKCS#1 v1.5) and the simulator decrypts them with the private key.
 *
 * NEVER use this pair anywhere real: the private key is public knowledge. Production builds of the app
 * must be configured with the real backend's public key.
 *
 * 1024 bits: the size jsencrypt-era backends use; it keeps the simulator's native decryption cheap.
 * Generated once with node-forge (forge.pki.rsa.generateKeyPair({ bits: 1024, e: 0x10001 })).
 * ============================================================================
 */

/** The public half lives in contracts so the app encrypts with it without depending on the simulator. */
export { DEV_RSA_PUBLIC_KEY_PEM } from '@wonder/contracts';

/** Private key (PKCS#1 PEM). DEVELOPMENT ONLY. */
export const DEV_RSA_PRIVATE_KEY_PEM = `-----BEGIN RSA PRIVATE KEY-----
MIICXAIBAAKBgQCq0p6KJyVaNYeCLp/Cb3rtexzbpkVUYD3n3ySZEjEnz3Z9DjLi
QjXVkYXQkJzcilzKq/0vOGgPgMAnMazLnDSaHjVRg5rFjGSYJOeWT/MNYCIeLB8s
WUtS0JfXawl2ZUUnppVuaGkzqbyBpzzXZpx5GJCclR4CfCO758S+Q8FdIQIDAQAB
AoGABe4HyN3xAv+ms5MwwowiJUpHxywvbe1lWL47RAEIqcwe3dp3U7leqwpBLetH
NrSq4fI0eMYpfphGk1W7HNpQTRbIevh3G1I1jqI5CGtbL+DGp3AT8YIdVQ8o20Ko
XbFEEcYEAPj4jwIbySYNX6+muBrDvtgmlAK1zKvm3RZ6500CQQDS2AIgwaykKVj2
md5uix4ca7RuNQPwq/XJyoPqtcQXCk1ODD5olBnOeh98wasXWO2JRAJgYhNFrLnF
VjnsvwpvAkEAz2hdkhnTGsUcUnZhhzQIeY2nb+PnIt+Y1fmAkSK1KQKVscuUfT2k
MLDbQ4QXmgyL9JdAiIUAvA5taCN2WQkZbwJANxtgCwGzxsBL0UBMI6ZWu2TnJrrS
ic/YEOLOccUKOF9n7xNCKIE08YN3wVq5BgQnKW5OFLTthpNrholP4HHaHwJBAMQM
psX/WyimwQrBk5a1fH1JhMei6Uxxhopb+Uc3Q36sTsts38MyjQzpX5kGNzkKOxDM
F9fzwKoCCTCytJ+clkkCQD6T/a1Jz8NoG6b1XXxoy21ajuoBHppOi3V64yPlXLE0
MN9Y8j5fPcz6gm4fKFK2Yg5DQ6TRAHBGOQ5SJrWDYWY=
-----END RSA PRIVATE KEY-----`;

/** The version the app sends as `cipherVersion` with ciphers made with this key. */
export { CIPHER_VERSION as DEV_CIPHER_VERSION } from '@wonder/contracts';
