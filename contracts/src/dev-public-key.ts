/**
 * DEVELOPMENT ONLY: the public half of the simulator's RSA key pair (the private half is in
 * mock-server/src/crypto/dev-keys.ts). The app encrypts phone and password with it (jsencrypt, PKCS#1 v1.5)
 * when it talks to the simulator; a build for real backends is configured with their key instead.
 */
/** Public key (SPKI PEM) the app encrypts `phoneCipher` / `passwordCipher` with. */
export const DEV_RSA_PUBLIC_KEY_PEM = `-----BEGIN PUBLIC KEY-----
MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQCq0p6KJyVaNYeCLp/Cb3rtexzb
pkVUYD3n3ySZEjEnz3Z9DjLiQjXVkYXQkJzcilzKq/0vOGgPgMAnMazLnDSaHjVR
g5rFjGSYJOeWT/MNYCIeLB8sWUtS0JfXawl2ZUUnppVuaGkzqbyBpzzXZpx5GJCc
lR4CfCO758S+Q8FdIQIDAQAB
-----END PUBLIC KEY-----`;
